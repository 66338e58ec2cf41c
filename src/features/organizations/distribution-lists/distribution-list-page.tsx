import { Alert, Anchor, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mayCall } from '@/api/access';
import { useCreateDistributionList, useUpdateDistributionList } from '@/api/distribution-lists/mutations';
import { distributionListQuery } from '@/api/distribution-lists/queries';
import { isGlobalUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { DistributionListForm } from './distribution-list-form';
import { LIST_FETCH_FAILED, LIST_SAVED } from './distribution-list-form-values';
import type { DistributionListSearch } from './distribution-list-search';

export const PAGE_TITLE = 'Distribution List Information';

/**
 * The distribution list page (spec 1 §2): a new list without listId, else the list, editable by
 * whoever may manage the organization's lists and read-only for everyone else who may see it.
 */
export function DistributionListPage({ search }: { search: DistributionListSearch }) {
  const { principal } = useSignedInUser();
  const { selected, organizations, isLoading, error } = useSelectedOrganization();
  const navigate = useNavigate();
  const create = useCreateDistributionList();
  const update = useUpdateDistributionList();
  const org = search.orgId ? organizations.find((o) => o.orgId === search.orgId) : selected;
  const listId = search.listId;
  const listQuery = useQuery({
    ...distributionListQuery({ orgId: org?.orgId ?? '', id: listId ?? '' }),
    enabled: !!org && !!listId,
  });

  const toList = () => navigate({ to: '/organizations/dist' });
  const header = (
    <>
      <Anchor component={Link} to="/organizations/dist" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {isGlobalUser(principal) ? 'Back to Organizations' : 'Back to My Organization'}
        </Group>
      </Anchor>
      <PageHeader title={PAGE_TITLE} description={org ? `${org.displayName} (${org.orgName})` : undefined} />
    </>
  );
  const page = (body: ReactNode) => (
    <Stack gap="md">
      {header}
      {body}
    </Stack>
  );

  if (error) return page(<ErrorState title="Organizations could not be loaded" error={error} />);
  if (isLoading) return page(<Busy label="Loading organizations…" />);
  // An organization the viewer cannot see (or a mistyped link) goes to the organization page.
  if (!org) return <Navigate to="/organizations" replace />;
  const mayManage = mayCall('distributionList.create', principal, org);

  if (!listId && !mayManage)
    return page(
      <Alert color="yellow" title="You cannot add distribution lists here">
        Your roles do not allow adding distribution lists to {org.displayName}.
      </Alert>,
    );
  if (listId && listQuery.isPending) return page(<Busy label="Loading the distribution list…" />);
  if (listId && listQuery.isError)
    return page(
      <ErrorState title={LIST_FETCH_FAILED} error={listQuery.error} onRetry={() => void listQuery.refetch()} />,
    );

  const list = listQuery.data;
  return page(
    <Card withBorder padding="lg" maw={960}>
      <DistributionListForm
        key={list?.id ?? 'new'}
        list={list}
        readOnly={!mayManage}
        submit={(input) =>
          list
            ? update.mutateAsync({ ref: { orgId: list.orgId, id: list.id }, input })
            : create.mutateAsync({ orgId: org.orgId, input })
        }
        onSaved={() => {
          notify.success({ message: LIST_SAVED });
          void toList();
        }}
        onCancel={() => void toList()}
      />
    </Card>,
  );
}

function Busy({ label }: { label: string }) {
  return (
    <Group aria-busy="true">
      <Loader size="sm" /> <Text>{label}</Text>
    </Group>
  );
}
