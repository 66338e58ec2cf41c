import { Loader, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { ThreatAnalysisRecord } from '@/api/threats/contract';
import { ErrorState } from '@/components/error-state';
import type { BarRow } from '../bar-row';
import { StackedBarCard } from '../stacked-bar-card';
import { ThreatControls } from '../threat-controls';
import { type ThreatSearch, useThreatAsk, useThreatData } from '../use-threat-data';

const TOP = 5;

/** The selected day's top 5 by trend (spec 2 §2.3), as chart rows. */
export function trendRows(items: ThreatAnalysisRecord[], date: string): BarRow[] {
  return items
    .filter((r) => r.date_checked === date)
    .sort((a, b) => b.trend - a.trend || a.domain_name.localeCompare(b.domain_name))
    .slice(0, TOP)
    .map((r) => ({
      name: r.domain_name,
      allow: r.allowed_sma_10,
      block: r.blocked_sma_10,
      override: r.overridden_sma_10,
      trend: r.trend,
    }));
}

interface TrendCardProps {
  title: string;
  data: { date: string; items: ThreatAnalysisRecord[] };
  ask: ReturnType<typeof useThreatAsk>;
}

function TrendCard({ title, data, ask }: TrendCardProps) {
  // One array per reply, so the memoised chart draws again only for new data.
  const rows = useMemo(() => trendRows(data.items, data.date), [data]);
  return (
    <StackedBarCard
      title={title}
      rows={rows}
      date={data.date}
      orgId={ask.orgId!}
      mayOpenLogs={ask.mayOpenLogs}
      measure="10-day average queries"
    />
  );
}

/** Spec 2 §2.3, DNS Logs Analysis: top unranked and top unpopular trending domains. */
export function DnsLogsAnalysisScreen({ search }: { search: ThreatSearch }) {
  const ask = useThreatAsk(search, '/threats/dns-logs-analysis');
  const unranked = useThreatData('unranked', ask);
  const unpopular = useThreatData('unpopular', ask);
  const reply = unranked.data ?? unpopular.data;
  const failed = unranked.error ?? unpopular.error;
  return (
    <Stack gap="md">
      <ThreatControls
        dates={reply?.dates ?? []}
        date={reply?.date}
        onDate={ask.setDate}
        ptr={ask.ptr}
        onPtr={ask.setPtr}
      />
      {failed ? (
        <ErrorState
          title="The threat analysis could not be loaded"
          error={failed}
          onRetry={() => void unranked.refetch()}
        />
      ) : !unranked.data || !unpopular.data || !ask.orgId ? (
        <Loader role="status" aria-label="Loading threat analysis" />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          {(
            [
              ['Top Unranked Trending Domains', unranked.data],
              ['Top Unpopular Trending Domains', unpopular.data],
            ] as const
          ).map(([title, data]) => (
            <TrendCard key={title} title={title} data={data} ask={ask} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
