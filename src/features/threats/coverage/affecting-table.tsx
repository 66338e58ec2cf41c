import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { AffectingPolicy } from '@/api/coverage/contract';
import { coverageKeys, fetchAffectingPage } from '@/api/coverage/queries';
import { DataTable, type TableSource } from '@/components/data-table';
import { policyColumns } from '../policy-cells';

interface AffectingTableProps {
  title: 'Global Policies' | 'Organization Policies';
  orgId: string;
  indicator: string;
  /** false: the organization's own policies; true: the others it sees (see the contract). */
  others: boolean;
  withOrganization: boolean;
}

/** One of the two tables of policies matching an indicator, paged on the server. */
export function AffectingTable({ title, orgId, indicator, others, withOrganization }: AffectingTableProps) {
  const source = useMemo<TableSource<AffectingPolicy>>(
    () => ({
      tableId: `coverage-${others ? 'others' : 'own'}`,
      queryKey: coverageKeys.affecting(orgId, indicator, others),
      fetchPage: ({ pageSize, page }, { signal }) =>
        fetchAffectingPage(
          { orgId, orgIdIsBlacklist: others, searchString: indicator, pageSize: Math.min(pageSize, 100), page },
          signal,
        ),
    }),
    [orgId, indicator, others],
  );
  const id = `coverage-${others ? 'others' : 'own'}-title`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <DataTable
        {...source}
        caption={title}
        exportName={`${title} ${indicator}`}
        columns={policyColumns(withOrganization)}
        rowKey={(p) => p.id}
      />
    </Stack>
  );
}
