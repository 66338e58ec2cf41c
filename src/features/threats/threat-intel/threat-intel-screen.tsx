import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ThreatIntelRecord } from '@/api/threats/contract';
import { ErrorState } from '@/components/error-state';
import { openUserGuide } from '@/components/user-guide-events';
import type { BarRow } from '../bar-row';
import { StackedBarCard } from '../stacked-bar-card';
import { levelLabel } from '../threat-colors';
import { ThreatControls } from '../threat-controls';
import { type ThreatSearch, useThreatAsk, useThreatData } from '../use-threat-data';

const TOP = 5;
const SLOT = { Allow: 'allow', Block: 'block', Override: 'override' } as const;

/** The selected day's records grouped by name, top 5 by total count (spec 2 §2.3). */
export function intelRows(items: ThreatIntelRecord[], date: string): BarRow[] {
  const byName = new Map<string, BarRow & { record: ThreatIntelRecord }>();
  for (const r of items.filter((x) => x.log_date === date)) {
    const row = byName.get(r.name) ?? { name: r.name, allow: 0, block: 0, override: 0, record: r };
    row[SLOT[r.resolver_decision]] += r.count;
    byName.set(r.name, row);
  }
  const total = (r: BarRow) => r.allow + r.block + r.override;
  return [...byName.values()]
    .sort((a, b) => total(b) - total(a) || a.name.localeCompare(b.name))
    .slice(0, TOP)
    .map(({ record, ...row }) => ({
      ...row,
      cells: [levelLabel(record.severity), levelLabel(record.confidence), record.label],
    }));
}

const CARDS = [
  ['domain', 'Threats Matched By Domain'],
  ['host', 'Threats Match on Host'],
  ['resolvedIp', 'Threats Match on Resolved IP'],
] as const;

function IntelCard({
  dataset,
  title,
  ask,
}: {
  dataset: (typeof CARDS)[number][0];
  title: string;
  ask: ReturnType<typeof useThreatAsk>;
}) {
  const query = useThreatData(dataset, ask);
  // One array per reply, so the memoised chart draws again only for new data.
  const rows = useMemo(() => query.data && intelRows(query.data.items, query.data.date), [query.data]);
  if (query.error)
    return (
      <ErrorState title={`${title} could not be loaded`} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!query.data || !rows || !ask.orgId) return <Loader role="status" aria-label={`Loading ${title}`} />;
  return (
    <StackedBarCard
      title={title}
      rows={rows}
      extraHeaders={['Severity', 'Confidence', 'Label']}
      date={query.data.date}
      orgId={ask.orgId}
      mayOpenLogs={ask.mayOpenLogs}
      measure="Queries"
    />
  );
}

/** Spec 2 §2.3, Enriched Threat Intel: names of the day's traffic that the intel feed lists. */
export function ThreatIntelScreen({ search }: { search: ThreatSearch }) {
  const ask = useThreatAsk(search, '/threats/enriched-threat-intel');
  // The first card's reply carries the picker's days; the three share one day.
  const first = useThreatData('domain', ask);
  return (
    <Stack gap="md">
      <Text maw={900}>
        Names queried from your organization that threat intelligence feeds list, matched by registrable domain, by host
        name, or by the address they resolve to, with each feed's severity and confidence. The{' '}
        <Anchor component="button" type="button" onClick={() => openUserGuide()}>
          User Guide
        </Anchor>{' '}
        explains the data and how to act on it.
      </Text>
      <ThreatControls
        dates={first.data?.dates ?? []}
        date={first.data?.date}
        onDate={ask.setDate}
        ptr={ask.ptr}
        onPtr={ask.setPtr}
      />
      {CARDS.map(([dataset, title]) => (
        <IntelCard key={dataset} dataset={dataset} title={title} ask={ask} />
      ))}
    </Stack>
  );
}
