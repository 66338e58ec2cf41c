import { formatLongDateTime } from '@/lib/format';

/** The mock's time as a presenter reads it: weekday, date and time to the second, in the browser's zone. */
export const formatMockTime = (ms: number): string => formatLongDateTime(ms);

/** How far the clock moved, in the largest units that say it: "2 minutes", "3 days 4 hours", "10 seconds". */
export function formatDuration(ms: number): string {
  const units: [string, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1000],
  ];
  const parts: string[] = [];
  let rest = Math.round(ms);
  for (const [name, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push(`${count} ${name}${count === 1 ? '' : 's'}`);
  }
  return parts.length > 0 ? parts.join(' ') : 'less than a second';
}
