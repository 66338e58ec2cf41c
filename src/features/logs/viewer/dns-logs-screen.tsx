import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LogsLinkSearch } from '@/api/log-queries/logs-link';
import { downloadPreview } from '@/api/log-queries/preview-queries';
import { GLOBAL_ORG_NAME, hasRole } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { type LogFilterValues, dateErrors, emptyFilters, hasFilters, prefill, toQueryParams } from './log-filters';
import { LogFiltersForm } from './log-filters-form';
import { PreviewResults, ROW_LIMIT_NOTE } from './preview-results';
import { PreviewActions } from './preview-actions';
import { readStoredFilters, storeFilters } from './stored-filters';
import { useFilterOptions } from './use-filter-options';
import { usePreviewJob } from './use-preview-job';

export const REPORT_ERROR = 'There was an issue running the report. Please cancel and try again';
export const LARGE_VOLUME = 'Preview has a large volume of data. Please consider reducing duration.';
export const PREVIEW_FAILED = 'Encountered error. Please try again';
export const NO_RECORDS = 'No Records Found';

export type DnsLogsSearch = LogsLinkSearch;

/** DNS Logs (spec 3 §2, §4): filters, the preview job, its results and the way to an extract. */
export function DnsLogsScreen({ search }: { search: DnsLogsSearch }) {
  const { user, principal, selectedOrgId } = useSignedInUser();
  const { organizations, selected, error: orgsError } = useSelectedOrganization();
  const navigate = useNavigate();
  const everyOrg = selected?.orgName === GLOBAL_ORG_NAME;
  const [values, setValues] = useState<LogFilterValues | null>(null);
  const orgId = selectedOrgId;
  const reset = () => change(emptyFilters(Date.now()));
  const job = usePreviewJob({ userId: user.email, orgId }, { onReset: reset });

  // The stored filters of this organization, then what a link asks for (the threat charts link here).
  const arrive = useEffectEvent((stored: LogFilterValues) => {
    const linked =
      everyOrg && search.orgId && search.orgId !== orgId
        ? organizations.find((o) => o.orgId === search.orgId)
        : undefined;
    const org = linked && { name: linked.displayName, value: linked.orgId };
    const { orgId: _linkedOrg, ...fill } = search;
    const linkedAny = Object.keys(fill).length > 0 || org;
    const next = linkedAny ? prefill(stored, { ...fill, org }) : stored;
    setValues(next);
    if (linkedAny) {
      void storeFilters(orgId, next);
      // The link has done its work: a reload restores the stored filters, not the link again.
      void navigate({ to: '/logs/viewer', search: {}, replace: true });
    }
  });
  // Read once per organization viewed (or once the list failed); the search is consumed on arrival.
  const listSettled = Boolean(selected) || Boolean(orgsError);
  useEffect(() => {
    if (!listSettled) return;
    let live = true;
    void readStoredFilters(orgId, Date.now()).then((stored) => {
      if (live) arrive(stored);
    });
    return () => {
      live = false;
    };
  }, [orgId, listSettled]);

  function change(next: LogFilterValues) {
    setValues(next);
    void storeFilters(orgId, next);
    job.clearFieldErrors();
    // Clear and any filter change drop the results and offer Preview Extract again (spec 3 §4).
    void job.discard();
  }

  const options = useFilterOptions({
    orgId,
    everyOrg,
    organizations,
    chosenOrgIds: values?.orgs.map((o) => o.value) ?? [],
    chosenSetIds: values?.sourceSets.map((s) => s.value) ?? [],
  });

  if (!values || job.status.isPending)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading DNS Logs…</Text>
      </Group>
    );
  if (job.status.isError)
    return (
      <ErrorState
        title="DNS Logs could not be loaded."
        error={job.status.error}
        onRetry={() => void job.status.refetch()}
      />
    );

  const now = Date.now();
  const data = job.data;
  const rows = data?.status === 'success' ? data.items : [];
  const datesValid = Object.keys(dateErrors(values, now)).length === 0;
  const mayManage = hasRole(principal, 'reportingManager') || hasRole(principal, 'globalReportingManager');

  return (
    <Stack gap="lg">
      <Title order={2}>DNS Logs</Title>
      <LogFiltersForm
        values={values}
        onChange={change}
        locked={job.running}
        showOrganizations={everyOrg}
        choices={options}
        serverErrors={job.fieldErrors}
        now={now}
      />
      {options.failed && (
        <Text c="var(--mantine-color-error)">
          Some filter choices could not be loaded. Reload the page to try again.
        </Text>
      )}
      <PreviewActions
        state={job.state}
        hasRows={rows.length > 0}
        canPreview={hasFilters(values) && datesValid}
        starting={job.starting}
        stopping={job.stopping}
        mayManage={mayManage}
        onClear={reset}
        onDownload={() => data?.queryExecutionId && void downloadPreview(orgId, data.queryExecutionId)}
        onCancel={() => void job.stop()}
        onPreview={() => void job.run(toQueryParams(values, Date.now()))}
        queryParams={data?.queryParams ?? toQueryParams(values, now)}
      />
      <Text size="sm">{ROW_LIMIT_NOTE}</Text>
      {job.running && (
        <Alert color="blue" role="status" title={`Preview ${job.state}`}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Loader size="sm" aria-hidden />
              <Text size="sm">
                Your preview is being prepared. Select Refresh Table to see whether it has finished.
              </Text>
            </Group>
            <Button variant="outline" onClick={() => void job.status.refetch()} loading={job.status.isFetching}>
              Refresh Table
            </Button>
          </Group>
        </Alert>
      )}
      {job.state === 'failed' && (
        <Alert color="red" role="alert">
          {PREVIEW_FAILED}
        </Alert>
      )}
      {data?.status === 'success' &&
        (rows.length ? (
          <PreviewResults rows={rows} totalCount={data.totalCount ?? rows.length} showOrganization={everyOrg} />
        ) : (
          <EmptyState title={NO_RECORDS} text="No DNS queries match these filters in this duration." />
        ))}
      {job.state === 'none' && (
        <Text size="sm" c="dimmed">
          Choose at least one filter and a duration, then select Preview Extract.
        </Text>
      )}
      <ConfirmDialog
        opened={job.largeVolume !== null}
        title="Large Volume"
        message={LARGE_VOLUME}
        onConfirm={() => job.largeVolume && job.run(job.largeVolume, true)}
        onCancel={job.dismissLargeVolume}
      />
      <ConfirmDialog
        opened={job.reportError}
        title="Report Error"
        message={REPORT_ERROR}
        confirmLabel="Cancel Preview"
        cancelLabel="Close"
        onConfirm={async () => {
          await job.stop();
          job.closeReportError();
        }}
        onCancel={job.closeReportError}
      />
    </Stack>
  );
}
