import { type UseQueryResult, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { DURATION_LABELS, type DashboardDuration } from '@/api/dashboard/contract';
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
import { type LinkBase, type LinkFilter, type LinkSets, logsSearch } from './logs-links';

/** What every panel is given: the query and the links' source sets (null: no DNS Logs). */
export interface PanelProps {
  ask: DashboardAsk;
  links: LinkSets | null;
}

/**
 * The links' base for the data a panel shows: its period is the shown data's, so while a change
 * reloads, the rows and legend shown (and their links) stay as they are and need no new render.
 */
export function useShownLinks(links: LinkSets | null, shownFor: DashboardDuration): LinkBase | null {
  return useMemo(() => links && { ...links, duration: shownFor }, [links, shownFor]);
}

/**
 * A panel's query with its data deferred: the render that fills a card with its rows, legend and
 * table runs as a transition, in slices that yield to the main thread, rather than in one long
 * task as the data arrives. Until that render is done the panel still counts as loading.
 * Across a change of query the last data stays (a placeholder), marked stale, so the card and its
 * chart stay mounted; `shownFor` is what the data shown was asked for (`asked` when it came), so
 * the card labels the old data with its own period while the new one loads. `isSettled`: the data
 * shown is the newest on its way, rendered (not a placeholder, not a cache restored at start-up
 * while it is asked again): a chart waits for that, so it draws once rather than twice.
 */
export function useDeferredQuery<T, K>(
  query: UseQueryResult<T>,
  asked: K,
): { data: T | undefined; shownFor: K; isPending: boolean; isError: boolean; isStale: boolean; isSettled: boolean } {
  const [answer, setAnswer] = useState({ data: query.data, asked });
  if (!query.isPlaceholderData && (answer.data !== query.data || answer.asked !== asked))
    setAnswer({ data: query.data, asked });
  // On mount too, when the data there is stale (restored from the stored cache at start-up, and
  // asked again): the first render shows the panel loading and the filled render follows as a
  // transition. Fresh data (a return to the screen) is shown in the first render.
  const shown = useDeferredValue(answer, query.isStale ? { data: undefined, asked } : undefined);
  return {
    data: shown.data,
    shownFor: shown.asked,
    isPending: query.isPending || (shown.data === undefined && !query.isError),
    isError: query.isError,
    isStale: query.isPlaceholderData || shown !== answer,
    isSettled: !query.isFetching && !query.isPlaceholderData && shown === answer,
  };
}

export function panelState(
  query: { isPending: boolean; isError: boolean; isStale?: boolean },
  empty: boolean,
): PanelState {
  if (query.isError) return 'failed';
  if (query.isPending) return 'loading';
  if (query.isStale) return empty ? 'loading' : 'reloading';
  return empty ? 'empty' : 'ready';
}

export const LinePanel = memo(function LinePanel({
  ask,
  measure,
  onMeasure,
}: Omit<PanelProps, 'links'> & { measure: Measure; onMeasure: (m: Measure) => void }) {
  const asked = useMemo(() => ({ measure, duration: ask.duration }), [measure, ask.duration]);
  const series = useDeferredQuery(
    useQuery({ ...dashboardDataQuery(measure, ask), placeholderData: keepPreviousData }),
    asked,
  );
  const changes = useDeferredQuery(
    useQuery({ ...policyChangesQuery(ask.orgId, ask.duration), placeholderData: keepPreviousData }),
    ask.duration,
  );
  const shown = series.shownFor;
  const client = useQueryClient();
  // The other tab's measure is kept too (fetched, and fetched again with the rest), so a tab change
  // shows its chart at once; this panel never renders for it. 'Data Not Available'
  // (dashboard-screen.tsx) reads both from the cache.
  useQuery({ ...dashboardDataQuery(measure === 'total' ? 'blocked' : 'total', ask), notifyOnChangeProps: [] });
  // The policy changes of the period shown: while the points are the last period's, so are they.
  const shownChanges =
    changes.shownFor === shown.duration
      ? changes.data?.items
      : client.getQueryData(policyChangesQuery(ask.orgId, shown.duration).queryKey)?.items;
  const points = useMemo(() => linePoints(series.data?.items ?? [], shown.duration), [series.data, shown.duration]);
  return (
    <LineChartCard
      measure={measure}
      shownMeasure={shown.measure}
      onMeasure={onMeasure}
      state={panelState(series, !series.data?.total)}
      points={points}
      duration={shown.duration}
      durationType={DURATION_LABELS[shown.duration]}
      changes={shownChanges ?? NO_CHANGES}
      drawReady={series.isSettled && (changes.isError || (changes.isSettled && changes.shownFor === shown.duration))}
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

export const DonutPanel = memo(function DonutPanel({ dataset, ask, links }: PanelProps & { dataset: DonutDataset }) {
  const spec = DONUTS[dataset];
  const query = useDeferredQuery(
    useQuery({ ...dashboardDataQuery(dataset, ask), placeholderData: keepPreviousData }),
    ask.duration,
  );
  const { slices, legend } = useMemo(() => {
    const rows = rowsOf(query.data?.items ?? [], spec.field);
    const grouped = spec.slicesOf(rows);
    return { slices: grouped, legend: legendEntries(rows, grouped) };
  }, [query.data, spec]);
  const base = useShownLinks(links, query.shownFor);
  const linkFor = useCallback((entry: { key: string }) => logsSearch(base!, spec.filterOf(entry.key)), [base, spec]);
  return (
    <DonutCard
      title={spec.title}
      state={panelState(query, slices.length === 0)}
      durationType={DURATION_LABELS[query.shownFor]}
      slices={slices}
      legend={legend}
      linkFor={base ? linkFor : null}
      linkNote={spec.linkNote}
      drawReady={query.isSettled}
    />
  );
});
