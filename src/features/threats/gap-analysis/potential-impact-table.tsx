import { Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { PolicyRec } from '@/api/coverage/gap-contract';
import { formatDateTime } from '@/lib/format';
import { IMPACT_PAGE_SIZE, IMPACT_TOP } from './gap-texts';
import { formatCount } from '@/lib/format';

/** Spec 2 §2.5: Count, Domain, Last Observed for the top 10 gaps, 10 to a page. */
export function PotentialImpactTable({ rec, caption }: { rec: PolicyRec; caption: string }) {
  const rows = rec.recommended_domain_and_count.slice(0, IMPACT_TOP);
  const [page, setPage] = useState(1);
  const pages = Math.ceil(rows.length / IMPACT_PAGE_SIZE);
  const shown = rows.slice((page - 1) * IMPACT_PAGE_SIZE, page * IMPACT_PAGE_SIZE);
  if (!rows.length) return <Text>No Records Found</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={caption} striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Count</Table.Th>
              <Table.Th>Domain</Table.Th>
              <Table.Th>Last Observed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.domain_name}>
                <Table.Td ta="right">{formatCount(row.occurences)}</Table.Td>
                <Table.Td>{row.domain_name}</Table.Td>
                <Table.Td>{row.last_observed ? formatDateTime(row.last_observed) : 'Not found'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label={`${caption} pages`} />}
    </Stack>
  );
}
