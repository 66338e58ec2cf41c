import { Alert, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle, IconChartDonut } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { DashboardDuration } from '@/api/dashboard/contract';
import { type DashboardAsk, dashboardDataQuery, sourceSetOptionsQuery } from '@/api/dashboard/queries';
import { mayCall } from '@/api/access';
import { GLOBAL_ORG_NAME } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { DATA_NOT_AVAILABLE } from './chart-card';
import { DonutPanel, LinePanel } from './chart-panels';
import { DashboardFilters } from './dashboard-filters';
import { loadCharts } from './draw-queue';
import { SummaryPanel, TopDomainsPanel, TopSourcesPanel } from './extension-panels';
import type { Measure } from './line-chart-card';
import type { LinkSets } from './logs-links';
import { queryFor } from './saved-query';
import { useDashboardQuery } from './use-dashboard-query';

export const START_BUILDING = 'Start building your dashboard!';
/** The key of a call not made yet (the saved query is still being read). */
const IDLE: DashboardAsk = { orgId: '', sourceSets: [], duration: 24 };
const SPEC_DATASETS = ['total', 'blocked', 'ipVersion', 'protocol', 'recordType', 'blockedCategories'] as const;

/** The Dashboard (spec 3 §2-§4, §9), with the console's summary and top-10 lists. */
export function DashboardScreen() {
  const { principal, selectedOrgId: orgId } = useSignedInUser();
  const { selected } = useSelectedOrganization();
  const everyOrg = selected?.orgName === GLOBAL_ORG_NAME;
  const { query, change } = useDashboardQuery(orgId);
  const [measure, setMeasure] = useState<Measure>('total');
  const options = useQuery({ ...sourceSetOptionsQuery(orgId), enabled: selected !== undefined && !everyOrg });

  // The chart chunk loads while the data does; charts draw once both are there.
  useEffect(() => void loadCharts().catch(() => undefined), []);

  const setIds = everyOrg || !query ? '' : query.sourceSets.map((s) => s.id).join(',');
  const duration = query?.duration;
  const ask = useMemo<DashboardAsk | null>(
    () => (duration ? { orgId, sourceSets: setIds ? setIds.split(',') : [], duration } : null),
    [orgId, setIds, duration],
  );

  const mayOpenLogs = mayCall('logQuery.previewStatus', principal);
  const sets = query?.sourceSets;
  // The period is each panel's own: the one its shown data is for (chart-panels.tsx).
  const links = useMemo<LinkSets | null>(
    () =>
      mayOpenLogs && sets
        ? { sourceSets: everyOrg ? [] : sets.map(({ name, value, orgId: o }) => ({ name, value, orgId: o })) }
        : null,
    [mayOpenLogs, sets, everyOrg],
  );

  const chosen = useMemo(() => query?.sourceSets.map((s) => s.id) ?? [], [query]);
  const noData = useNoData(ask, everyOrg);

  const onChosen = useCallback(
    (ids: string[]) => {
      if (!query) return;
      const chosen = ids.flatMap((id) => {
        const option = options.data?.items.find((o) => o.id === id);
        return option ? [{ name: option.name, value: option.value, id: option.id, orgId: option.orgId }] : [];
      });
      change(queryFor(orgId, query.duration, chosen));
    },
    [query, options.data, orgId, change],
  );
  const onDuration = useCallback(
    (next: DashboardDuration) => query && change(queryFor(orgId, next, query.sourceSets)),
    [query, orgId, change],
  );

  if (!ask || !query)
    return (
      <Center py="xl" aria-busy="true">
        <Loader role="status" aria-label="Loading the dashboard" />
      </Center>
    );

  const panel = { ask, links };
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" />
      {noData ? (
        <EmptyState
          title={START_BUILDING}
          icon={<IconChartDonut size={28} aria-hidden />}
          text="Traffic appears here once your organization's sources send DNS queries to the service."
        >
          {mayCall('sourceSet.list', principal) ? (
            <Button component={Link} to="/organizations/sources">
              Get Started
            </Button>
          ) : (
            <Alert variant="light" color="navy" maw={480}>
              Ask an administrator of your organization to add its sources.
            </Alert>
          )}
        </EmptyState>
      ) : (
        <>
          <DashboardFilters
            showSourceSets={selected !== undefined && !everyOrg}
            options={options.data?.items ?? NO_OPTIONS}
            optionsLoading={options.isPending}
            optionsFailed={options.isError}
            chosen={chosen}
            onChosen={onChosen}
            duration={ask.duration}
            onDuration={onDuration}
          />
          <DataFailed ask={ask} />
          <SummaryPanel ask={ask} />
          <LinePanel ask={ask} measure={measure} onMeasure={setMeasure} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DonutPanel dataset="ipVersion" {...panel} />
            <DonutPanel dataset="protocol" {...panel} />
            <DonutPanel dataset="recordType" {...panel} />
            <DonutPanel dataset="blockedCategories" {...panel} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TopDomainsPanel {...panel} mayTest={mayCall('policy.test', principal)} />
            <TopSourcesPanel {...panel} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

const NO_OPTIONS: never[] = [];

/**
 * 'Data Not Available' over the charts when any of the spec's calls failed. A component of its
 * own: it hears every change of every call, and the screen around it need not render again. It
 * reads the calls' states from the cache, where the panels' queries keep them (the line chart's
 * panel fetches both measures), rather than observing six queries of its own: making six
 * observers for the new calls was a quarter of a duration change's click at 4x CPU.
 */
const DataFailed = memo(function DataFailed({ ask }: { ask: DashboardAsk }) {
  const cache = useQueryClient().getQueryCache();
  const hashes = useMemo(
    () => SPEC_DATASETS.map((dataset) => hashKey(dashboardDataQuery(dataset, ask).queryKey)),
    [ask],
  );
  const failed = useSyncExternalStore(
    useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]),
    () => hashes.some((hash) => cache.get(hash)?.state.status === 'error'),
  );
  if (!failed) return null;
  return (
    <Alert
      color="red"
      variant="outline"
      role="alert"
      title={DATA_NOT_AVAILABLE}
      icon={<IconAlertTriangle aria-hidden />}
    >
      The dashboard's data could not be loaded. Change the duration or reload the page to try again.
    </Alert>
  );
});

/**
 * Spec 3 §2's 'no data for the organization': nothing in the period asked, and nothing in the
 * longest period of every set either (no sources yet, or none that has sent anything). The
 * second call is made only when the first finds nothing. Never for all organizations.
 */
function useNoData(ask: DashboardAsk | null, everyOrg: boolean): boolean {
  const current = useQuery({ ...dashboardDataQuery('total', ask ?? IDLE), enabled: ask !== null });
  const nothingNow = !everyOrg && current.data?.total === 0;
  const longest = useQuery({
    ...dashboardDataQuery('total', { orgId: ask?.orgId ?? '', sourceSets: [], duration: 30 }),
    enabled: nothingNow,
  });
  return nothingNow && longest.data?.total === 0;
}
