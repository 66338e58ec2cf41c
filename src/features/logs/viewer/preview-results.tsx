import { Anchor, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { PreviewRow } from '@/api/log-queries/preview-contract';
import { formatCount, formatUtcDateTime } from '@/lib/format';

export const NO_POLICY = 'No Policy Found';
export const ROW_LIMIT_NOTE = 'A maximum of 100 rows are displayed when previewing.';

const ACTION_LABELS: Record<string, string> = {
  allowed: 'Allow',
  blocked: 'Block',
  override: 'Override',
  logonly: 'Log Only',
};

/** '[{name=Search Engines}, {name=Malware}]' → 'Search Engines, Malware'. */
export const categoriesOf = (value: string): string =>
  [...value.matchAll(/name=([^}]*)\}/g)].map((match) => match[1].trim()).join(', ');

/** The policy tester for the query a row shows, as it was decided then (built by the threats area). */
export const testerHref = (row: PreviewRow): string =>
  `/threats/policy-tester?${new URLSearchParams({
    indicator: row.queryname,
    orgId: row.orgid,
    sourceSetId: row.source_set_id,
    recordType: row.recordtype,
    at: row.datetime,
  }).toString()}`;

interface PreviewResultsProps {
  rows: PreviewRow[];
  totalCount: number;
  /** Hidden for a single-organization viewer (spec 3 §2). */
  showOrganization: boolean;
}

/** The preview's table (spec 3 §2): newest first, at most 100 rows. */
export function PreviewResults({ rows, totalCount, showOrganization }: PreviewResultsProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <Stack gap="xs">
      <Text size="sm">
        Showing {formatCount(rows.length)} of {formatCount(totalCount)} matching queries, newest first.
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" miw={1100} aria-label="DNS log preview">
          <Table.Thead>
            <Table.Tr>
              {showOrganization && <Table.Th>Organization</Table.Th>}
              <Table.Th>Authorized Source</Table.Th>
              <Table.Th>Source Set</Table.Th>
              <Table.Th>Date (UTC)</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Policy</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const action = ACTION_LABELS[row.resolverdecision] ?? row.resolverdecision;
              const href = testerHref(row);
              return (
                <Table.Tr key={`${row.datetime}-${row.srcip}-${index}`}>
                  {showOrganization && <Table.Td>{row.organization_name}</Table.Td>}
                  <Table.Td>{row.srcip}</Table.Td>
                  <Table.Td>{row.source_set_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUtcDateTime(row.datetime)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Anchor href={href} onClick={(event) => follow(event, href)} title="Test in the policy tester">
                      {row.queryname}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {row.recordtype}
                    <Text span size="xs" c="dimmed" display="block">
                      {row.protocol}
                    </Text>
                  </Table.Td>
                  <Table.Td>{categoriesOf(row.querycategories) || '—'}</Table.Td>
                  <Table.Td>
                    {row.policy_name || NO_POLICY}
                    {row.policy_reason && (
                      <Text span size="xs" c="dimmed" display="block">
                        {row.policy_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text span size="sm" fw={action === 'Allow' ? 400 : 700}>
                      {action}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
