import { Alert, Button, Group, Loader, Pagination, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPACT_INTERVALS, type ImpactInterval, type Policy } from '@/api/policies/contract';
import { maySubmit } from '@/api/policies/lifecycle';
import { useCancelAnalysis, useRunAnalysis } from '@/api/policies/editor-mutations';
import { analysisStatusQuery } from '@/api/policies/editor-queries';
import { policyKeys } from '@/api/policies/queries';
import type { AnalysisData } from '@/api/policies/schemas';
import { ErrorState } from '@/components/error-state';
import { notify } from '@/lib/notify';
import { ANALYSIS_DONE, ANALYSIS_UNSUPPORTED } from './policy-messages';
import { formatCount, formatDateTime, formatPercent } from '@/lib/format';

export const DURATION_LABELS: Record<ImpactInterval, string> = {
  '72 Hours': 'Past 72 hrs',
  '1 Week': 'Past Week',
  '1 Month': 'Past Month',
};
const RESULT_PAGE_SIZE = 100;

export const isAnalysisRunning = (data: AnalysisData | null | undefined): boolean =>
  data?.queryExecutionStatus === 'QUEUED' || data?.queryExecutionStatus === 'RUNNING';

/** The share of a row's queries the policy would decide, to 2 decimals (spec 2 §4.2). */
export const percentImpacted = (affected: number, count: number): number =>
  count > 0 ? Math.round((affected / count) * 10_000) / 100 : 0;

export interface ImpactAnalysisSectionProps {
  orgId: string;
  /** Absent until the policy is first saved. */
  policy?: Policy;
  /** Run Impact Analysis is offered: the viewer may change the policy, its status allows it and the form is saved. */
  mayRun: boolean;
  /** The viewer may change the policy here: the duration, Run Impact Analysis and Cancel Run are shown. */
  canManage: boolean;
  /** Why it is not offered, shown beside the button. */
  hint?: string;
}

/** Impact Analysis (spec 2 §4.2): run over a duration, manual refresh, cancel, results by percent impacted. */
export function ImpactAnalysisSection({ orgId, policy, mayRun, canManage, hint }: ImpactAnalysisSectionProps) {
  const ref = { orgId, id: policy?.id ?? '' };
  const queryClient = useQueryClient();
  const status = useQuery({ ...analysisStatusQuery(ref), enabled: !!policy });
  const [interval, setInterval] = useState<ImpactInterval>(policy?.analysisData?.profilingInterval ?? '72 Hours');
  const run = useRunAnalysis();
  const cancel = useCancelAnalysis();
  const data = status.data;
  const running = isAnalysisRunning(data);

  const start = async () => {
    try {
      const result = await run.mutateAsync({ ...ref, profilingInterval: interval });
      queryClient.setQueryData(analysisStatusQuery(ref).queryKey, result);
    } catch (error) {
      notify.apiError(error, 'Impact analysis could not be started');
    }
  };
  // The policy's status follows the analysis (PROFILING while it runs), so the policy reloads with it.
  const refresh = () => queryClient.invalidateQueries({ queryKey: policyKeys.detail(ref) });
  const stop = async () => {
    try {
      const result = await cancel.mutateAsync(ref);
      queryClient.setQueryData(analysisStatusQuery(ref).queryKey, result);
    } catch (error) {
      notify.apiError(error, 'Impact analysis could not be cancelled');
    }
  };

  if (!policy) return <Text>Save the policy to run an impact analysis.</Text>;
  if (status.isError)
    return (
      <ErrorState
        title="The impact analysis could not be loaded."
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );

  return (
    <Stack gap="sm">
      {running && (
        <Alert color="yellow" variant="outline" role="status">
          <Stack gap="xs">
            <Progress value={100} animated striped aria-label="Impact analysis progress" />
            <Text size="sm">
              Impact analysis {data?.queryExecutionStatus === 'QUEUED' ? 'queued' : 'running'}: use Refresh to see where
              it stands.
            </Text>
          </Stack>
        </Alert>
      )}
      {data?.invalidExpression && (
        <Alert color="red" variant="outline" role="alert">
          {ANALYSIS_UNSUPPORTED}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        {canManage && (
          <>
            <Select
              label="Duration"
              data={IMPACT_INTERVALS.map((value) => ({ value, label: DURATION_LABELS[value] }))}
              value={interval}
              onChange={(value) => value && setInterval(value as ImpactInterval)}
              allowDeselect={false}
              disabled={!mayRun || running}
              w={180}
            />
            {!running && (
              <Button onClick={() => void start()} disabled={!mayRun} loading={run.isPending}>
                Run Impact Analysis
              </Button>
            )}
            {running && (
              <Button variant="outline" color="red" onClick={() => void stop()} loading={cancel.isPending}>
                Cancel Run
              </Button>
            )}
          </>
        )}
        <Button variant="default" onClick={() => void refresh()} loading={status.isFetching}>
          Refresh
        </Button>
      </Group>
      {hint && !running && <Text size="sm">{hint}</Text>}
      {status.isPending ? (
        <Group aria-busy="true">
          <Loader size="sm" /> <Text>Loading the impact analysis…</Text>
        </Group>
      ) : data?.queryExecutionStatus === 'SUCCESS' && !data.invalidExpression ? (
        <AnalysisResults data={data} byOrganization={policy.global} submittable={maySubmit(policy)} />
      ) : data?.queryExecutionStatus === 'NONE' ? (
        <Text>No impact analysis has been run for this version of the policy.</Text>
      ) : null}
    </Stack>
  );
}

interface AnalysisResultsProps {
  data: AnalysisData;
  byOrganization: boolean;
  /** The policy may be submitted now, so the banner says so (not for an enforcing or pending one). */
  submittable: boolean;
}

function AnalysisResults({ data, byOrganization, submittable }: AnalysisResultsProps) {
  const [page, setPage] = useState(1);
  const rows = data.items
    .map((item) => ({
      name: (byOrganization ? item.organization : item.sourceset) ?? item.sourceset ?? item.organization ?? '—',
      percent: percentImpacted(item.totalaffected, item.totalcount),
      affected: item.totalaffected,
      count: item.totalcount,
    }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name));
  const pages = Math.ceil(rows.length / RESULT_PAGE_SIZE);
  const shown = rows.slice((page - 1) * RESULT_PAGE_SIZE, page * RESULT_PAGE_SIZE);
  const label = byOrganization ? 'Organization' : 'Source Set';
  return (
    <Stack gap="xs">
      {submittable && (
        <Alert color="green" variant="outline" role="status">
          {ANALYSIS_DONE}
        </Alert>
      )}
      <Text size="sm">
        {DURATION_LABELS[data.profilingInterval]}
        {data.dateAnalyzed ? `, analyzed ${formatDateTime(data.dateAnalyzed)}` : ''}
      </Text>
      {rows.length === 0 ? (
        <Text>No Records Found</Text>
      ) : (
        <Table striped withTableBorder aria-label="Impact analysis results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{label}</Table.Th>
              <Table.Th>Queries Affected</Table.Th>
              <Table.Th>Percent Impacted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  {formatCount(row.affected)} of {formatCount(row.count)}
                </Table.Td>
                <Table.Td>{formatPercent(row.percent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Impact analysis pages" />}
    </Stack>
  );
}
