import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BarRow } from './bar-row';
import { BarTable, type BarTableProps } from './bar-table';
import { ChartSlot } from './chart-slot';
import classes from './threat-colors.module.css';
import type { LegendKey } from './threat-colors';
import { ThreatLegend } from './threat-legend';

export interface StackedBarCardProps extends Omit<BarTableProps, 'extraHeaders'> {
  title: string;
  extraHeaders?: string[];
}

const DECISIONS: LegendKey[] = ['Allow', 'Block', 'Override'];
const WITH_TREND: LegendKey[] = [...DECISIONS, 'Trend'];

/**
 * A threat card (spec 2 §2.3): its title and legend, the stacked bar chart, and under it the same
 * numbers as a table, always shown: the table is the chart's text alternative and also carries
 * what a chart cannot (the DNS Logs links, the feed's fields).
 */
export function StackedBarCard({ title, rows, extraHeaders = [], ...table }: StackedBarCardProps) {
  const withTrend = rows.some((r: BarRow) => r.trend !== undefined);
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={title} className={classes.palette}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {rows.length > 0 && <ThreatLegend keys={withTrend ? WITH_TREND : DECISIONS} />}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">No information available</Text>
      ) : (
        <Stack gap="sm">
          <ChartSlot title={title} rows={rows} />
          <BarTable rows={rows} extraHeaders={extraHeaders} {...table} />
        </Stack>
      )}
    </Card>
  );
}
