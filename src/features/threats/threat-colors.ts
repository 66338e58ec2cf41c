/**
 * Spec 2 §2.3: Allow green, Block red, Override amber, Trend gray. Shade 8 (7 for gray), so the
 * bars hold 3:1 against the card and the legend's text 4.5:1; meaning never rests on colour
 * alone: every bar has its numbers in the same row and the legend names each colour.
 */
export const DECISION_COLORS = {
  Allow: 'green.8',
  Block: 'red.8',
  Override: 'orange.8',
  Trend: 'gray.7',
} as const;
export type LegendKey = keyof typeof DECISION_COLORS;

/** Spec 2 §3: med is shown Medium, very low Very Low. */
export function levelLabel(level: string): string {
  if (level === 'med') return 'Medium';
  return level.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** 2026-11-22 → 11/22/2026 (the console's date format). */
export const shortDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

export const formatCount = (n: number) =>
  n.toLocaleString('en-US', { maximumFractionDigits: Number.isInteger(n) ? 0 : 1 });

export const formatTrend = (trend: number) => `${trend > 0 ? '+' : ''}${trend.toFixed(1)}%`;
