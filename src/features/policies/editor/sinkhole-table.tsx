import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Sinkhole } from '@/api/policies/contract';
import { NO_SINKHOLES } from './policy-messages';

const PAGE_SIZE = 10;

/** The sinkholes in use (spec 2 §2.2): pagination only when there are more than 10. */
export function SinkholeTable({ sinkholes }: { sinkholes: Sinkhole[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(sinkholes.length / PAGE_SIZE);
  const rows = sinkholes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Sinkholes
      </Title>
      {sinkholes.length === 0 ? (
        <Text>{NO_SINKHOLES}</Text>
      ) : (
        <Table striped withTableBorder aria-label="Sinkholes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>IP Address</Table.Th>
              <Table.Th>Policy</Table.Th>
              <Table.Th>Policy Type</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((sinkhole) => (
              <Table.Tr key={sinkhole.ipAddress}>
                <Table.Td>{sinkhole.ipAddress}</Table.Td>
                <Table.Td>{sinkhole.policy}</Table.Td>
                <Table.Td>{sinkhole.policyType}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {sinkholes.length > PAGE_SIZE && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Sinkhole pages" />
      )}
    </Stack>
  );
}
