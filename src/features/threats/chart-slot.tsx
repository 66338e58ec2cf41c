import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { BarRow } from './bar-row';
import { useChartTurn } from './chart-turns';

// The only way into @mantine/charts and Recharts: a chunk of its own, fetched with the first chart.
const ThreatBarChart = lazy(() => import('./threat-bar-chart'));

/** Room per bar: three lines of a wrapped name, and the value axis under them. */
const chartHeight = (bars: number) => 40 + bars * 52;

/**
 * Where a card's chart goes: an empty box of the chart's height until its turn (chart-turns.ts),
 * so nothing moves when it draws. Not a skeleton: a chart far below the fold waits until scrolled
 * to, and the screen is not loading meanwhile.
 */
export function ChartSlot({ title, rows }: { title: string; rows: BarRow[] }) {
  const { ref, turn, onDrawn } = useChartTurn<HTMLDivElement>();
  const height = chartHeight(rows.length);
  return (
    <Box ref={ref} mih={height}>
      {turn ? (
        <Suspense fallback={null}>
          <ThreatBarChart title={title} rows={rows} height={height} onDrawn={onDrawn} />
        </Suspense>
      ) : null}
    </Box>
  );
}
