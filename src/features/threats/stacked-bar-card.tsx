import { Card, Group, Progress, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { DECISION_COLORS, formatCount, formatTrend } from './threat-colors';
import { LogsLink } from './logs-link';

export interface BarRow {
  name: string;
  allow: number;
  block: number;
  override: number;
  trend?: number;
  cells?: ReactNode[];
}

export interface StackedBarCardProps {
  title: string;
  rows: BarRow[];
  /** Headers of the rows' extra cells (intel: severity, confidence, label). */
  extraHeaders?: string[];
  date: string;
  orgId: string;
  mayOpenLogs: boolean;
  /** Column header of the counts: moving averages or counts. */
  measure: string;
}

const SEGMENTS = [
  ['allow', 'Allow'],
  ['block', 'Block'],
  ['override', 'Override'],
] as const;

/**
 * A stacked bar chart drawn as a table: each row is a name, its bar (Allow, Block, Override, to
 * scale against the longest row) and the same numbers as text, so the table is the chart's text
 * alternative and no meaning rests on colour. Plain elements: no charting library in the chunk.
 */
export function StackedBarCard({
  title,
  rows,
  extraHeaders = [],
  date,
  orgId,
  mayOpenLogs,
  measure,
}: StackedBarCardProps) {
  const longest = Math.max(1, ...rows.map((r) => r.allow + r.block + r.override));
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No information available</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6} layout="fixed">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
              {`${measure} per name, ${rows.length} shown`}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="26%">Domain</Table.Th>
                <Table.Th w="24%">
                  <VisuallyHidden>Bar</VisuallyHidden>
                </Table.Th>
                {SEGMENTS.map(([, label]) => (
                  <Table.Th key={label} ta="right">
                    {label}
                  </Table.Th>
                ))}
                {rows[0].trend !== undefined && <Table.Th ta="right">Trend</Table.Th>}
                {extraHeaders.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <LogsLink name={row.name} date={date} orgId={orgId} enabled={mayOpenLogs} />
                      <Text size="sm" truncate="end" title={row.name}>
                        {row.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td aria-hidden>
                    <Progress.Root size="lg" aria-hidden>
                      {SEGMENTS.map(([key, label]) => (
                        <Progress.Section key={key} value={(row[key] / longest) * 100} color={DECISION_COLORS[label]} />
                      ))}
                    </Progress.Root>
                  </Table.Td>
                  {SEGMENTS.map(([key]) => (
                    <Table.Td key={key} ta="right">
                      {formatCount(row[key])}
                    </Table.Td>
                  ))}
                  {row.trend !== undefined && (
                    <Table.Td ta="right" c="dimmed">
                      {formatTrend(row.trend)}
                    </Table.Td>
                  )}
                  {row.cells?.map((cell, k) => (
                    <Table.Td key={k}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
