import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BulkRow } from '@/api/coverage/bulk-contract';
import { bulkSummaryQuery, coverageKeys, fetchBulkPage } from '@/api/coverage/queries';
import { DataTable, type DataTableColumn, type TableSource } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { SUMMARY_ERROR } from './indicator-summary';
import { formatCount } from '@/lib/format';

const joined = (names: readonly string[]) => (names.length ? names.join('; ') : 'None');

const COLUMNS: DataTableColumn<BulkRow>[] = [
  { id: 'indicator', header: 'Indicator', cell: (r) => r.indicator },
  { id: 'securityRiskCategory', header: 'Security Risk Category', cell: (r) => r.securityRiskCategory || 'None' },
  { id: 'contentCategory', header: 'Content Category', cell: (r) => r.contentCategory || 'None' },
  { id: 'globalPolicies', header: 'Global Policies', cell: (r) => joined(r.globalPolicies) },
  { id: 'organizationPolicies', header: 'Organization Policies', cell: (r) => joined(r.organizationPolicies) },
];

function SummaryCards({ email }: { email: string }) {
  const summary = useQuery(bulkSummaryQuery(email));
  if (summary.isError)
    return <ErrorState title={SUMMARY_ERROR} error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  const cards: [string, number | undefined][] = [
    ['Total Categorised', s?.totalCategorised],
    ['Category Count', s?.categoryCount],
    ['Covered Indicators', s?.coveredIndicators],
    ['Global Policy Count', s?.globalPolicyCount],
    ['Organization Policy Count', s?.organizationPolicyCount],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.map(([label, value]) => (
        <Card withBorder component="li" key={label} aria-busy={value === undefined}>
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value === undefined ? '…' : formatCount(value)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A finished bulk search: the summary cards and the results, paged on the server. */
export function BulkResults({ email, orgId, actions }: { email: string; orgId: string; actions: React.ReactNode }) {
  const source = useMemo<TableSource<BulkRow>>(
    () => ({
      tableId: 'coverage-bulk',
      queryKey: coverageKeys.bulkRows(email, orgId),
      fetchPage: ({ pageSize, page, searchString }, { signal }) =>
        fetchBulkPage({ orgId, pageSize: Math.min(pageSize, 100), page, searchString }, signal),
    }),
    [email, orgId],
  );
  return (
    <Stack gap="md">
      <SummaryCards email={email} />
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          Results
        </Title>
        <Group gap="sm">{actions}</Group>
      </Group>
      <DataTable
        {...source}
        caption="Bulk coverage results"
        searchPlaceholder="Search for an indicator"
        columns={COLUMNS}
        rowKey={(r) => r.indicator}
      />
    </Stack>
  );
}
