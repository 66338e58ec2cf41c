import { ActionIcon, Anchor, Card, Group, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconShieldSearch } from '@tabler/icons-react';
import { memo } from 'react';
import type { LogsLinkSearch } from '@/api/log-queries/logs-link';
import { formatCompact, formatCount } from '@/lib/format';
import { PanelBody, type PanelState } from './chart-card';

export interface TopRow {
  key: string;
  label: string;
  /** A second line: the source's set. */
  detail?: string;
  count: number;
  /** DNS Logs' search for the row; null where the user may not open DNS Logs. */
  logs: LogsLinkSearch | null;
  /** The Policy Tester's indicator for the row (blocked domains), where the user may test. */
  tester?: { indicator: string; orgId: string } | null;
}

/** Beyond the spec: a top-10 list of the period (blocked domains, or sources by blocked requests). */
export const TopListCard = memo(function TopListCard({
  title,
  column,
  rows,
  state,
  durationType,
}: {
  title: string;
  column: string;
  rows: TopRow[];
  state: PanelState;
  durationType: string;
}) {
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <PanelBody title={title} state={state} durationType={durationType} height={120}>
        <Table verticalSpacing={4} layout="fixed">
          <Table.Caption
            style={{ captionSide: 'top', textAlign: 'start' }}
          >{`${title}, ${durationType}`}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{column}</Table.Th>
              <Table.Th w={110} ta="right">
                Blocked
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {row.logs ? (
                      <Anchor component={Link} to="/logs/viewer" search={row.logs as never} size="sm" truncate="end">
                        {row.label}
                      </Anchor>
                    ) : (
                      <Text size="sm" truncate="end">
                        {row.label}
                      </Text>
                    )}
                    {row.tester && (
                      <ActionIcon
                        component={Link}
                        to="/threats/policy-tester"
                        search={row.tester as never}
                        variant="subtle"
                        color="navy"
                        size="sm"
                        aria-label={`Test ${row.label} in the Policy Tester`}
                        title="Test in the Policy Tester"
                      >
                        <IconShieldSearch size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                  {row.detail && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {row.detail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" title={formatCount(row.count)}>
                  {formatCompact(row.count)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </PanelBody>
    </Card>
  );
});
