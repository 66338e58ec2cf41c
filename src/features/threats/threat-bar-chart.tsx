import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { memo, useEffect, useMemo } from 'react';
import type { BarRow } from './bar-row';
import { NAME_AXIS_WIDTH, NameTick } from './name-tick';
import { formatDecimal, formatTrend } from '@/lib/format';
import { DECISION_COLORS } from './threat-colors';

/** Loaded only through chart-slot.tsx's dynamic import: @mantine/charts and Recharts stay lazy. */

type Decision = 'Allow' | 'Block' | 'Override';
const SERIES: (BarChartSeries & { name: Decision })[] = [
  { name: 'Allow', color: DECISION_COLORS.Allow },
  { name: 'Block', color: DECISION_COLORS.Block },
  { name: 'Override', color: DECISION_COLORS.Override },
];

// Each segment outlined in the card's colour (threat-colors.module.css).
const OUTLINE = { stroke: 'var(--threat-gap)', strokeWidth: 1, strokeOpacity: 1 };
const NAME_AXIS = { width: NAME_AXIS_WIDTH, tick: NameTick, interval: 0 } as const;
const TREND_TICK = { fontSize: 12, fill: DECISION_COLORS.Trend, transform: 'translate(4, 0)' };

export interface ThreatBarChartProps {
  /** The card's title, naming the chart for assistive technology. */
  title: string;
  rows: BarRow[];
  height: number;
  /** Called once the chart has committed (chart-turns.ts hands the next chart its turn). */
  onDrawn: () => void;
}

/**
 * Spec 2 §2.3: the top names as horizontal stacked bars (Allow, Block, Override) with the trend in
 * gray at each bar's end. Names run down the side, where a long one has room to wrap. Memoised:
 * the rows come memoised from the screen, so nothing outside the chart makes it draw again.
 */
function ThreatBarChart({ title, rows, height, onDrawn }: ThreatBarChartProps) {
  const data = useMemo(
    () => rows.map((r) => ({ name: r.name, Allow: r.allow, Block: r.block, Override: r.override })),
    [rows],
  );
  // A small count still shows as a sliver, a zero none. Recharts hands minPointSize the stack's top,
  // not the segment's own value, so it is looked up by row.
  const barProps = useMemo(
    () => (series: BarChartSeries) => ({
      ...OUTLINE,
      minPointSize: (_top: unknown, index: number) => (data[index]?.[series.name as Decision] ? 2 : 0),
    }),
    [data],
  );
  const withTrend = rows.some((r) => r.trend !== undefined);
  const trendAxis = useMemo(() => {
    const trends = new Map(rows.map((r) => [r.name, r.trend === undefined ? '' : formatTrend(r.trend)]));
    return { width: 64, tick: TREND_TICK, interval: 0, tickFormatter: (name: string) => trends.get(name) ?? '' };
  }, [rows]);
  useEffect(onDrawn, [onDrawn]);
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="name"
      series={SERIES}
      type="stacked"
      orientation="vertical"
      role="img"
      aria-label={`${title}: ${withTrend ? 'Allow, Block and Override per name, with its trend' : 'Allow, Block and Override per name'}. The table below gives the numbers.`}
      accessibilityLayer={false}
      valueFormatter={formatDecimal}
      gridAxis="y"
      maxBarWidth={28}
      barProps={barProps}
      yAxisProps={NAME_AXIS}
      withRightYAxis={withTrend}
      rightYAxisProps={trendAxis}
    />
  );
}

export default memo(ThreatBarChart);
