import { Center, Loader } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { DURATION_LABELS } from '@/api/dashboard/contract';
import { dashboardDataQuery } from '@/api/dashboard/queries';
import { type PanelProps, panelState, useDeferredQuery, useShownLinks } from './chart-panels';
import { logsSearch } from './logs-links';
import { SummaryTiles } from './summary-tiles';
import { type TopRow, TopListCard } from './top-list-card';

/*
 * The console's extension calls (summary, top blocked domains, top blocked sources). A backend
 * without one, or a call that fails, hides that panel alone: the spec's charts never depend on
 * them.
 */

const SUMMARY_HEIGHT = 122;

export const SummaryPanel = memo(function SummaryPanel({ ask }: Omit<PanelProps, 'links'>) {
  const query = useDeferredQuery(useQuery(dashboardDataQuery('summary', ask)), ask.duration);
  if (query.isError) return null;
  // The tiles' height is kept while they load, so the charts below do not move when they come.
  if (!query.data)
    return (
      <Center mih={SUMMARY_HEIGHT} aria-busy="true">
        <Loader size="sm" role="status" aria-label="Loading Summary" />
      </Center>
    );
  return (
    <SummaryTiles
      current={query.data.current}
      previous={query.data.previous}
      durationType={DURATION_LABELS[query.shownFor]}
    />
  );
});

export const TopDomainsPanel = memo(function TopDomainsPanel({
  ask,
  links,
  mayTest,
}: PanelProps & { mayTest: boolean }) {
  const query = useDeferredQuery(
    useQuery({ ...dashboardDataQuery('topDomains', ask), placeholderData: keepPreviousData }),
    ask.duration,
  );
  const base = useShownLinks(links, query.shownFor);
  const rows = useMemo<TopRow[]>(
    () =>
      (query.data?.items ?? []).map((row) => ({
        key: row.domain,
        label: row.domain,
        count: row.count,
        logs: base && logsSearch(base, { name: row.domain, blocked: true }),
        tester: mayTest ? { indicator: row.domain, orgId: ask.orgId } : null,
      })),
    [query.data, base, mayTest, ask.orgId],
  );
  if (query.isError) return null;
  return (
    <TopListCard
      title="Top 10 Blocked Domains"
      column="Domain"
      rows={rows}
      state={panelState(query, rows.length === 0)}
      durationType={DURATION_LABELS[query.shownFor]}
    />
  );
});

export const TopSourcesPanel = memo(function TopSourcesPanel({ ask, links }: PanelProps) {
  const query = useDeferredQuery(
    useQuery({ ...dashboardDataQuery('topSources', ask), placeholderData: keepPreviousData }),
    ask.duration,
  );
  const base = useShownLinks(links, query.shownFor);
  const rows = useMemo<TopRow[]>(
    () =>
      (query.data?.items ?? []).map((row) => ({
        key: row.sourceId,
        label: row.sourceName,
        detail: row.sourceSetName,
        count: row.count,
        logs:
          base &&
          logsSearch(base, {
            blocked: true,
            source: {
              orgId: row.orgId,
              sourceSet: { name: row.sourceSetName, value: row.sourceSetId, orgId: row.orgId },
              source: { name: row.sourceName, value: row.sourceId },
            },
          }),
      })),
    [query.data, base],
  );
  if (query.isError) return null;
  return (
    <TopListCard
      title="Top 10 Sources by Blocked Requests"
      column="Source"
      rows={rows}
      state={panelState(query, rows.length === 0)}
      durationType={DURATION_LABELS[query.shownFor]}
    />
  );
});
