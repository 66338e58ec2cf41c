import { Group, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { BarRow } from './bar-row';
import classes from './bar-table.module.css';
import { LogsLink } from './logs-link';
import { formatDecimal, formatTrend } from '@/lib/format';

export interface BarTableProps {
  rows: BarRow[];
  /** Headers of the rows' extra cells (intel: severity, confidence, label). */
  extraHeaders: string[];
  date: string;
  orgId: string;
  mayOpenLogs: boolean;
  /** What the counts are: moving averages or counts. */
  measure: string;
}

const COUNTS = [
  ['allow', 'Allow'],
  ['block', 'Block'],
  ['override', 'Override'],
] as const;

/** A name with a line-break chance after each dot, so it wraps where a reader expects. */
const breakable = (name: string) =>
  name.split(/(?<=\.)/).map((label, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {label}
    </Fragment>
  ));

/**
 * The chart's text alternative and the card's working table: every number the chart draws, the
 * trend or the feed's fields, and the link to DNS Logs. Whole names wrap and every column shows:
 * nothing is cut off (docs/decisions/threat-chart-tables.md).
 */
export function BarTable({ rows, extraHeaders, date, orgId, mayOpenLogs, measure }: BarTableProps) {
  const withTrend = rows.some((r) => r.trend !== undefined);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {`${measure} per name, ${rows.length} shown`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            {COUNTS.map(([, label]) => (
              <Table.Th key={label} ta="right">
                {label}
              </Table.Th>
            ))}
            {withTrend && <Table.Th ta="right">Trend</Table.Th>}
            {extraHeaders.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <LogsLink name={row.name} date={date} orgId={orgId} enabled={mayOpenLogs} />
                  <Text size="sm" className={classes.name} pt={4}>
                    {breakable(row.name)}
                  </Text>
                </Group>
              </Table.Td>
              {COUNTS.map(([key]) => (
                <Table.Td key={key} ta="right" className={classes.number}>
                  {formatDecimal(row[key])}
                </Table.Td>
              ))}
              {withTrend && (
                <Table.Td ta="right" c="dimmed" className={classes.number}>
                  {formatTrend(row.trend ?? 0)}
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
  );
}
