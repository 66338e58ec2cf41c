import { Loader, SimpleGrid, Stack } from '@mantine/core';
import type { ThreatAnalysisRecord } from '@/api/threats/contract';
import { ErrorState } from '@/components/error-state';
import { type BarRow, StackedBarCard } from '../stacked-bar-card';
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
        legend={['Allow', 'Block', 'Override', 'Trend']}
      />
      {failed ? (
        <ErrorState
          title="The threat analysis could not be loaded"
          error={failed}
          onRetry={() => void unranked.refetch()}
        />
      ) : !unranked.data || !unpopular.data || !ask.orgId ? (
        <Loader aria-label="Loading threat analysis" />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          {(
            [
              ['Top Unranked Trending Domains', unranked.data],
              ['Top Unpopular Trending Domains', unpopular.data],
            ] as const
          ).map(([title, data]) => (
            <StackedBarCard
              key={title}
              title={title}
              rows={trendRows(data.items, data.date)}
              date={data.date}
              orgId={ask.orgId!}
              mayOpenLogs={ask.mayOpenLogs}
              measure="10-day average queries"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
