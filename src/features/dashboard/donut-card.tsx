import { Box, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, useMemo } from 'react';
import type { LogsLinkSearch } from '@/api/log-queries/logs-link';
import { formatCompact, formatCount, formatShare } from '@/lib/format';
import classes from './cards.module.css';
import { ChartCard, ChartSlot, type PanelState } from './chart-card';
import { sliceColor } from './chart-colors';
import type { LegendEntry, Slice } from './chart-rules';

const DONUT_HEIGHT = 176;
/** The donut's width and height: its slot keeps that width before it is drawn, so the legend beside it never moves. */
const DONUT_SIZE = 168;

export interface DonutCardProps {
  title: string;
  state: PanelState;
  durationType: string;
  slices: Slice[];
  legend: LegendEntry[];
  /** DNS Logs' search for a legend entry; null where the user may not open DNS Logs. */
  linkFor: ((entry: LegendEntry) => LogsLinkSearch) | null;
  /** Said once under the legend when DNS Logs cannot filter by what this chart breaks down. */
  linkNote?: string;
  /** False while a newer answer is on its way (useDeferredQuery's isSettled): the chart waits for it and draws once. */
  drawReady: boolean;
}

/**
 * A donut (spec 3 §2, §9) with its legend of 10 entries beside it and, for assistive
 * technology, the slices as a table.
 */
export const DonutCard = memo(function DonutCard({
  title,
  state,
  durationType,
  slices,
  legend,
  linkFor,
  linkNote,
  drawReady,
}: DonutCardProps) {
  const colors = useMemo(() => new Map(slices.map((s, i) => [s.key, sliceColor(s.key, i)])), [slices]);
  const cells = useMemo(
    () => slices.map((s) => ({ name: s.label, value: s.count, color: colors.get(s.key)! })),
    [slices, colors],
  );
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  const chart = useMemo(() => ({ cells, label: formatCompact(total) }), [cells, total]);
  return (
    <ChartCard title={title} state={state} durationType={durationType} height={DONUT_HEIGHT}>
      <Group align="center" gap="lg" wrap="nowrap">
        <Box w={DONUT_SIZE} style={{ flex: 'none' }}>
          <ChartSlot
            height={DONUT_HEIGHT}
            ready={drawReady}
            data={chart}
            draw={(charts) => <charts.BreakdownDonut {...chart} size={DONUT_SIZE} />}
          />
        </Box>
        <DonutLegend title={title} legend={legend} colors={colors} linkFor={linkFor} linkNote={linkNote} />
      </Group>
      <SliceTable title={title} durationType={durationType} slices={slices} />
    </ChartCard>
  );
});

/**
 * The legend and the slices' table, components of their own: a change that reloads the card (its
 * state) keeps the same data, and they need no new render until it changes.
 */
const DonutLegend = memo(function DonutLegend({
  title,
  legend,
  colors,
  linkFor,
  linkNote,
}: Pick<DonutCardProps, 'title' | 'legend' | 'linkFor' | 'linkNote'> & { colors: Map<string, string> }) {
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <ul className={classes.legend} aria-label={`${title} legend`}>
        {legend.map((entry) => {
          const search = linkFor?.(entry);
          return (
            <li key={entry.key} className={`${classes.entry} ${classes.sm}`}>
              <span className={classes.name}>
                <span className={classes.swatch} style={{ background: colors.get(entry.slice) }} aria-hidden />
                {search ? (
                  <Link
                    to="/logs/viewer"
                    search={search as never}
                    className={`mantine-focus-auto ${classes.link} ${classes.truncate}`}
                  >
                    {entry.label}
                  </Link>
                ) : (
                  <span className={classes.truncate}>{entry.label}</span>
                )}
              </span>
              <span className={`${classes.dimmed} ${classes.nowrap}`}>
                {formatCompact(entry.count)} · {formatShare(entry.share)}
              </span>
            </li>
          );
        })}
      </ul>
      {linkFor && linkNote && <p className={`${classes.xs} ${classes.dimmed}`}>{linkNote}</p>}
    </Stack>
  );
});

const SliceTable = memo(function SliceTable({
  title,
  durationType,
  slices,
}: Pick<DonutCardProps, 'title' | 'durationType' | 'slices'>) {
  return (
    <table className="visually-hidden">
      <caption>{`${title}, ${durationType}`}</caption>
      <thead>
        <tr>
          <th scope="col">Segment</th>
          <th scope="col">Requests</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {slices.map((s) => (
          <tr key={s.key}>
            <th scope="row">{s.label}</th>
            <td>{formatCount(s.count)}</td>
            <td>{formatShare(s.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
