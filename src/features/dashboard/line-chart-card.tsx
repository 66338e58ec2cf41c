import { Card, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { ChartReferenceLineProps } from '@mantine/charts';
import type { DashboardDuration, PolicyChange } from '@/api/dashboard/contract';
import { formatCompact, formatCount, formatDateTime } from '@/lib/format';
import { ChartSlot, PanelBody, type PanelState } from './chart-card';
import { LINE_COLORS } from './chart-colors';
import { type LinePoint, pointLabel, xTicks } from './chart-rules';

export type Measure = 'total' | 'blocked';
export const TAB_LABELS: Record<Measure, string> = {
  total: 'Total DNS Requests',
  blocked: 'Blocked DNS Requests',
};
const HEIGHT = 260;

export interface LineChartCardProps {
  /** The tab chosen. */
  measure: Measure;
  /** What the chart shows: the tab chosen, or the one before while its data loads. */
  shownMeasure: Measure;
  onMeasure: (measure: Measure) => void;
  state: PanelState;
  points: LinePoint[];
  duration: DashboardDuration;
  durationType: string;
  changes: PolicyChange[];
  /**
   * False while part of what the chart shows is still coming (a fresher answer than the one
   * shown, or the period's policy changes): the chart waits for it and draws once, not twice.
   */
  drawReady: boolean;
}

/**
 * The period ends now, so its last point is the current hour or day so far: drawn as counted,
 * and said so, since its dip at the end of the line is not a fall in traffic
 * (docs/decisions/line-chart-current-period.md).
 */
const IN_PROGRESS_NOTE = { hour: 'the last hour is still in progress', day: 'the last day is still in progress' };

/** The point a moment falls in: the last whose start is not after it. */
const pointOf = (points: LinePoint[], at: string) => points.findLast((p) => p.datetime <= at)?.datetime;

/**
 * The requests-over-time chart (spec 3 §2) under its two tabs, with the period's policy changes
 * as dashed lines; the same points and changes as a table for assistive technology.
 */
export const LineChartCard = memo(function LineChartCard({
  measure,
  shownMeasure,
  onMeasure,
  state,
  points,
  duration,
  durationType,
  changes,
  drawReady,
}: LineChartCardProps) {
  const ticks = useMemo(() => xTicks(points, duration), [points, duration]);
  const tickLabel = useMemo(() => (datetime: string) => pointLabel(datetime, duration), [duration]);
  const markers = useMemo<ChartReferenceLineProps[]>(
    () =>
      changes.flatMap((change) => {
        const x = pointOf(points, change.datetime);
        return x ? [{ x, color: 'gray.6', strokeDasharray: '4 4' }] : [];
      }),
    [changes, points],
  );
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const unit = duration === 24 ? 'hour' : 'day';
  const label = TAB_LABELS[shownMeasure];
  const chart = useMemo(
    () => ({ points, ticks, tickLabel, color: LINE_COLORS[shownMeasure], seriesLabel: label, markers }),
    [points, ticks, tickLabel, shownMeasure, label, markers],
  );
  const body = (
    <PanelBody title={label} state={state} durationType={durationType} height={HEIGHT}>
      <Text size="sm" c="dimmed" mb={4}>
        {`${label}: ${formatCount(total)} in the ${durationType}, by ${unit} (UTC); ${IN_PROGRESS_NOTE[unit]}`}
        {markers.length > 0 && '; dashed lines mark policy changes'}
      </Text>
      <ChartSlot
        height={HEIGHT}
        first
        ready={drawReady}
        data={chart}
        draw={(charts) => <charts.TrafficLineChart {...chart} />}
      />
      <div className="visually-hidden">
        <table>
          <caption>{`${label}, ${durationType}`}</caption>
          <thead>
            <tr>
              <th scope="col">{duration === 24 ? 'Hour (UTC)' : 'Day (UTC)'}</th>
              <th scope="col">Requests</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={p.datetime}>
                <th scope="row">{i === points.length - 1 ? `${p.label} (in progress)` : p.label}</th>
                <td>{formatCompact(p.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {changes.length > 0 && (
          <ul aria-label="Policy changes in this period">
            {changes.map((c) => (
              <li key={`${c.policyId}-${c.datetime}-${c.change}`}>
                {`${formatDateTime(c.datetime)}: ${c.policyName} ${c.change}`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PanelBody>
  );
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label="Requests over time">
      <VisuallyHidden>
        <Title order={2}>Requests over time</Title>
      </VisuallyHidden>
      <Tabs value={measure} onChange={(value) => value && onMeasure(value as Measure)} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="total">{TAB_LABELS.total}</Tabs.Tab>
          <Tabs.Tab value="blocked">{TAB_LABELS.blocked}</Tabs.Tab>
        </Tabs.List>
        {/* One panel, the chosen tab's: the chart in it stays mounted when the tab changes. */}
        <Tabs.Panel value={measure}>{body}</Tabs.Panel>
      </Tabs>
    </Card>
  );
});
