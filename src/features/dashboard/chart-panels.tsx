import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { type DashboardAsk, dashboardDataQuery, policyChangesQuery } from '@/api/dashboard/queries';
import type { PanelState } from './chart-card';
import {
  type BreakdownRow,
  type Slice,
  groupSlices,
  ipVersionSlices,
  legendEntries,
  linePoints,
  protocolSlices,
} from './chart-rules';
import { DonutCard } from './donut-card';
import { LineChartCard, type Measure } from './line-chart-card';
import { type LinkBase, type LinkFilter, logsSearch } from './logs-links';

/** What every panel is given: the query, the duration's label, and the links' base (null: no DNS Logs). */
export interface PanelProps {
  ask: DashboardAsk;
  durationType: string;
  links: LinkBase | null;
}

/**
 * A panel's query with its data deferred: the render that fills a card with its rows, legend and
 * table runs as a transition, in slices that yield to the main thread, rather than in one long
 * task as the data arrives. Until that render is done the panel still counts as loading.
 */
export function useDeferredQuery<T>(query: UseQueryResult<T>): {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, isPending: query.isPending || (data === undefined && !query.isError), isError: query.isError };
}

export function panelState(query: { isPending: boolean; isError: boolean }, empty: boolean): PanelState {
  if (query.isError) return 'failed';
  if (query.isPending) return 'loading';
  return empty ? 'empty' : 'ready';
}

export const LinePanel = memo(function LinePanel({
  ask,
  durationType,
  measure,
  onMeasure,
}: Omit<PanelProps, 'links'> & { measure: Measure; onMeasure: (m: Measure) => void }) {
  const series = useDeferredQuery(useQuery(dashboardDataQuery(measure, ask)));
  const changes = useQuery(policyChangesQuery(ask.orgId, ask.duration));
  const points = useMemo(() => linePoints(series.data?.items ?? [], ask.duration), [series.data, ask.duration]);
  return (
    <LineChartCard
      measure={measure}
      onMeasure={onMeasure}
      state={panelState(series, !series.data?.total)}
      points={points}
      duration={ask.duration}
      durationType={durationType}
      changes={changes.data?.items ?? NO_CHANGES}
    />
  );
});
const NO_CHANGES: never[] = [];

type DonutDataset = 'ipVersion' | 'protocol' | 'recordType' | 'blockedCategories';

interface DonutSpec {
  title: string;
  /** The member of the service's rows that names the row. */
  field: string;
  slicesOf: (rows: BreakdownRow[]) => Slice[];
  filterOf: (key: string) => LinkFilter;
  linkNote?: string;
}

const rowsOf = (items: readonly object[], field: string): BreakdownRow[] =>
  items.map((item) => {
    const row = item as Record<string, unknown>;
    return { key: String(row[field]), count: Number(row.count) };
  });

export const DONUTS: Record<DonutDataset, DonutSpec> = {
  ipVersion: {
    title: 'IP Version Breakdown',
    field: 'ipVersion',
    slicesOf: ipVersionSlices,
    filterOf: () => ({}),
    linkNote: 'DNS Logs cannot filter by IP version: its links open the period and source sets.',
  },
  protocol: {
    title: 'DNS Protocol Breakdown',
    field: 'protocol',
    slicesOf: protocolSlices,
    filterOf: () => ({}),
    linkNote: 'DNS Logs cannot filter by protocol: its links open the period and source sets.',
  },
  recordType: {
    title: 'Record Type Breakdown',
    field: 'recordType',
    slicesOf: groupSlices,
    filterOf: (recordType) => ({ recordType }),
  },
  blockedCategories: {
    title: 'Blocked Requests by Security Category',
    field: 'subcategory_name',
    slicesOf: groupSlices,
    filterOf: () => ({ blocked: true }),
    linkNote: 'DNS Logs cannot filter by category: its links open the blocked requests of the period.',
  },
};

export const DonutPanel = memo(function DonutPanel({
  dataset,
  ask,
  durationType,
  links,
}: PanelProps & { dataset: DonutDataset }) {
  const spec = DONUTS[dataset];
  const query = useDeferredQuery(useQuery(dashboardDataQuery(dataset, ask)));
  const { slices, legend } = useMemo(() => {
    const rows = rowsOf(query.data?.items ?? [], spec.field);
    const grouped = spec.slicesOf(rows);
    return { slices: grouped, legend: legendEntries(rows, grouped) };
  }, [query.data, spec]);
  const linkFor = useCallback((entry: { key: string }) => logsSearch(links!, spec.filterOf(entry.key)), [links, spec]);
  return (
    <DonutCard
      title={spec.title}
      state={panelState(query, slices.length === 0)}
      durationType={durationType}
      slices={slices}
      legend={legend}
      linkFor={links ? linkFor : null}
      linkNote={spec.linkNote}
    />
  );
});
