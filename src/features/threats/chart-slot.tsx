import { Box, Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { BarRow } from './bar-row';
import { useChartTurn } from './chart-turns';

// The only way into @mantine/charts and Recharts: a chunk of its own, fetched with the first chart.
const ThreatBarChart = lazy(() => import('./threat-bar-chart'));

/** Room per bar: three lines of a wrapped name, and the value axis under them. */
const chartHeight = (bars: number) => 40 + bars * 52;

/**
 * Where a card's chart goes: a placeholder of the chart's height until its turn (chart-turns.ts),
 * so nothing moves when it draws.
 */
export function ChartSlot({ title, rows }: { title: string; rows: BarRow[] }) {
  const { ref, turn, onDrawn } = useChartTurn<HTMLDivElement>();
  const height = chartHeight(rows.length);
  const placeholder = <Skeleton h={height} animate={false} aria-hidden />;
  return (
    <Box ref={ref} mih={height}>
      {turn ? (
        <Suspense fallback={placeholder}>
          <ThreatBarChart title={title} rows={rows} height={height} onDrawn={onDrawn} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
