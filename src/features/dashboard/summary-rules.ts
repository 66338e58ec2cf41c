import type { PeriodTotals } from '@/api/dashboard/contract';
import { formatChange, formatCompact, formatCount } from '@/lib/format';

export interface Tile {
  label: string;
  /** Compact, as the charts show numbers. */
  value: string;
  /** In full, for the tile's accessible description. */
  exact: string;
  /** Against the period of the same length just before; null when that period held nothing. */
  change: string | null;
  direction: 'up' | 'down' | 'flat' | null;
}

const directionOf = (delta: number): Tile['direction'] => (delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat');

function countTile(label: string, current: number, previous: number): Tile {
  const delta = previous > 0 ? ((current - previous) / previous) * 100 : null;
  return {
    label,
    value: formatCompact(current),
    exact: formatCount(current),
    change: delta === null ? null : formatChange(delta),
    direction: delta === null ? null : directionOf(Number(delta.toFixed(1))),
  };
}

/** The summary tiles: total, blocked, and the blocked share, each with its change (in points for the share). */
export function summaryTiles(current: PeriodTotals, previous: PeriodTotals): Tile[] {
  const points = Number((current.blockedPercent - previous.blockedPercent).toFixed(1));
  return [
    countTile('Total DNS Requests', current.total, previous.total),
    countTile('Blocked DNS Requests', current.blocked, previous.blocked),
    {
      label: 'Blocked Share',
      value: `${current.blockedPercent}%`,
      exact: `${current.blockedPercent}%`,
      change: previous.total > 0 ? `${points > 0 ? '+' : ''}${points} pts` : null,
      direction: previous.total > 0 ? directionOf(points) : null,
    },
  ];
}
