import '@mantine/charts/styles.css';
import { type ChartReferenceLineProps, DonutChart, type DonutChartCell, LineChart } from '@mantine/charts';
import { memo } from 'react';
import { formatCompact } from '@/lib/format';
import type { LinePoint } from './chart-rules';

/*
 * The only module that imports @mantine/charts (Recharts): it is loaded on its own, after the
 * screen has painted (draw-queue.ts), so the charts never weigh on the initial bundle. Both
 * charts are memoized on props the screen keeps stable, so a tooltip in one chart never redraws
 * another. The SVG is hidden from assistive technology: each card carries the same numbers as
 * text (its legend and table).
 */

export interface TrafficLineChartProps {
  points: LinePoint[];
  ticks: string[];
  tickLabel: (datetime: string) => string;
  color: string;
  seriesLabel: string;
  markers: ChartReferenceLineProps[];
}

/** @public Read from the lazily imported module's namespace (draw-queue.ts), which knip cannot follow. */
export const TrafficLineChart = memo(function TrafficLineChart({
  points,
  ticks,
  tickLabel,
  color,
  seriesLabel,
  markers,
}: TrafficLineChartProps) {
  return (
    <LineChart
      h={260}
      data={points}
      dataKey="datetime"
      series={[{ name: 'count', label: seriesLabel, color }]}
      curveType="monotone"
      withDots={false}
      strokeWidth={2.5}
      valueFormatter={formatCompact}
      referenceLines={markers}
      accessibilityLayer={false}
      tooltipAnimationDuration={0}
      lineProps={{ isAnimationActive: false }}
      // A fixed width and every tick shown: Recharts would otherwise measure every label in the
      // DOM before drawing (about a third of the chart's first draw).
      yAxisProps={{ width: 52, interval: 0, tickFormatter: formatCompact, tick: Y_TICK }}
      xAxisProps={{ ticks, interval: 0, tickFormatter: tickLabel, padding: { left: 8, right: 24 }, tick: X_TICK }}
      // The grid draws horizontal lines only, yet Recharts places the vertical ones all the same by
      // measuring every x label in the DOM (forced layouts, about 145 ms of a landing at 4x CPU).
      gridProps={NO_VERTICAL_GRID}
      tooltipProps={{ labelFormatter: (value) => (typeof value === 'string' ? tickLabel(value) : value) }}
    />
  );
});

const NO_VERTICAL_GRID = { verticalCoordinatesGenerator: () => [] };

/*
 * Mantine's tick labels, with no width: Recharts gives each label the axis's width, and a label
 * with a width is measured word by word in the DOM to wrap it (a forced layout per label, most of
 * the line chart's first draw after the grid's). A tick label is one short line.
 */
const X_TICK = { transform: 'translate(0, 10)', fontSize: 12, fill: 'currentColor', width: 0 };
const Y_TICK = { transform: 'translate(-10, 0)', fontSize: 12, fill: 'currentColor', width: 0 };

export interface BreakdownDonutProps {
  cells: DonutChartCell[];
  /** The number in the middle: the chart's whole, compact. */
  label: string;
  /** Its width and height, in px. */
  size: number;
}

/** @public As TrafficLineChart. */
export const BreakdownDonut = memo(function BreakdownDonut({ cells, label, size }: BreakdownDonutProps) {
  return (
    <DonutChart
      data={cells}
      size={size}
      thickness={28}
      chartLabel={label}
      tooltipDataSource="segment"
      valueFormatter={formatCompact}
      accessibilityLayer={false}
      // The chart is hidden from assistive technology (its table says the same), so no sector takes focus.
      pieProps={{ isAnimationActive: false, rootTabIndex: -1 }}
      strokeWidth={1}
    />
  );
});
