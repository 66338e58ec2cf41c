import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { mayCall } from '@/api/access';
import { openFile } from '@/api/files/open-file';
import type { Organization } from '@/api/organizations/contract';
import { type Policy, type PolicyStatus, type StatusFilter, priorityOf } from '@/api/policies/contract';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import {
  DataTable,
  type DataTableColumn,
  type TableSource,
  type TableState,
  useTableUrlState,
} from '@/components/data-table';
import { pageParams, tablePageQuery } from '@/components/data-table/table-query';
import { useStoredPageSize } from '@/components/data-table/use-stored-page-size';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { SegmentedRadios } from '@/components/segmented-radios';
import { formatDateTime } from '@/lib/format';
import { ACTION_LABELS, STATUS_LABELS, policyTypeOf } from '../policy-labels';
import { PolicyActionDialog, policyActionsFor, usePolicyActions } from './policy-actions';
import { PolicyDetails } from './policy-details';
import { PolicyRowActions } from './policy-row-actions';
import {
  DEFAULT_STATUS_FILTER,
  type PolicyListSearch,
  downloadPolicies,
  policyTableSource,
} from './policy-table-source';

const FILTER_OPTIONS = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'ACTIVE', label: 'Active' },
] as const satisfies readonly { value: StatusFilter; label: string }[];

/** Statuses that wait on a second person: any of them listed shows the banner (spec 2 §2.1). */
const RECENTLY_CHANGED: readonly PolicyStatus[] = ['PENDING_APPROVAL', 'PENDING_ENABLE', 'PENDING_DISABLE'];

export const REDACTED_NOTE =
  'This policy belongs to another organization and is redacted. Contact the provider for details.';
export const ADD_DISABLED_NOTE = 'You do not have permission to create or edit policies in this organization.';

function RedactedName() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text inherit>Redacted</Text>
      <Tooltip label={REDACTED_NOTE} multiline maw={240} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Badge tabIndex={0} variant="light" color="gray" aria-description={REDACTED_NOTE} style={{ cursor: 'help' }}>
          Other Organization
        </Badge>
      </Tooltip>
    </Group>
  );
}

/**
 * Whether the page the table shows holds a policy awaiting a decision. The same query as the
 * table's (same key, so no second request), observed here because the banner sits above it.
 */
function useAwaitingDecision(source: TableSource<Policy>, state: TableState) {
  const { pageSize, ready } = useStoredPageSize(source.tableId);
  const page = useQuery({
    ...tablePageQuery(source.queryKey, source.fetchPage, pageParams(pageSize, state, source.defaultSort)),
    enabled: ready,
  });
  return page.data?.items.some((policy) => RECENTLY_CHANGED.includes(policy.status)) ?? false;
}

/**
 * The Policy Editor list (spec 2 §2.1): the selected organization's policies with the global ones,
 * Pending or Active, server paged. Search, sort, page and the filter live in the address.
 */
export function PolicyListScreen({ search }: { search: PolicyListSearch }) {
  const { selected, error } = useSelectedOrganization();
  if (error) return <ErrorState title="Policies could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading policies…</Text>
      </Group>
    );
  return <PolicyList search={search} org={selected} />;
}

function PolicyList({ search, org }: { search: PolicyListSearch; org: Organization }) {
  const { user, principal } = useSignedInUser();
  const url = useTableUrlState(search);
  const filter = search.statusFilterType ?? DEFAULT_STATUS_FILTER;
  const source = policyTableSource(org.orgId, filter);
  const awaiting = useAwaitingDecision(source, url.state);
  const actions = usePolicyActions(org);
  const reasonId = useId();
  const mayAdd = mayCall('pendingPolicy.save', principal, org);
  const viewer = { principal, email: user.email, org };

  const columns: DataTableColumn<Policy>[] = [
    {
      id: 'name',
      header: 'Policy Name',
      sortable: true,
      csv: (policy) => policy.name,
      cell: (policy) =>
        policy.redacted ? (
          <RedactedName />
        ) : (
          <Anchor
            renderRoot={(props) => <Link to="/policy-editor/view/$id" params={{ id: policy.id }} {...props} />}
            style={{ overflowWrap: 'anywhere' }}
          >
            {policy.name}
          </Anchor>
        ),
    },
    { id: 'status', header: 'Status', sortable: true, cell: (policy) => STATUS_LABELS[policy.status] },
    { id: 'actionType', header: 'Action', sortable: true, cell: (policy) => ACTION_LABELS[policy.action.type] },
    {
      id: 'lastModified',
      header: 'Last Updated',
      sortable: true,
      cell: (policy) => formatDateTime(policy.lastModified),
    },
    { id: 'precedence', header: 'Priority', sortable: true, cell: (policy) => priorityOf(policy.precedence) },
    { id: 'policyType', header: 'Policy Type', sortable: true, cell: (policy) => policyTypeOf(policy) },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'right',
      width: 64,
      csv: false,
      cell: (policy) => (
        <PolicyRowActions policy={policy} actions={policyActionsFor(policy, viewer)} onRequest={actions.ask} />
      ),
    },
  ];

  const addButton = mayAdd ? (
    <Button component={Link} to="/policy-editor/create" leftSection={<IconPlus size={16} aria-hidden />}>
      Add New Policy
    </Button>
  ) : (
    <>
      {/* Focusable while disabled, so a keyboard or screen-reader user meets it and hears why. */}
      <Button
        data-disabled
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        Add New Policy
      </Button>
      <span id={reasonId} className="visually-hidden">
        {ADD_DISABLED_NOTE}
      </span>
    </>
  );

  return (
    <Stack gap="sm">
      <PageHeader
        title="Policy Editor"
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void openFile(() => downloadPolicies(org.orgId))}
            >
              Download
            </Button>
            {addButton}
          </>
        }
      />
      {awaiting && (
        <Alert
          variant="outline"
          color="navy"
          role="status"
          icon={<IconInfoCircle aria-hidden />}
          title="Recently Updated Changes"
        >
          Some policies listed here are waiting for another policy manager to approve or deny them.
        </Alert>
      )}
      <DataTable<Policy>
        {...source}
        state={url.state}
        onStateChange={url.onStateChange}
        caption={`Policies of ${org.displayName}`}
        exportName={`policies of ${org.displayName}`}
        columns={columns}
        rowKey={(policy) => policy.id}
        searchPlaceholder="Search for a Policy by name"
        renderExpanded={(policy) => <PolicyDetails policy={policy} />}
        toolbar={
          <SegmentedRadios
            aria-label="Policy status"
            options={FILTER_OPTIONS}
            value={filter}
            onChange={(value) =>
              url.setFilters({ statusFilterType: value === DEFAULT_STATUS_FILTER ? undefined : value })
            }
          />
        }
      />
      <PolicyActionDialog actions={actions} />
    </Stack>
  );
}
