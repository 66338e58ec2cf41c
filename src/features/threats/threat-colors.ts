/**
 * The decision colours as CSS variables, set per colour scheme by threat-colors.module.css on each
 * card (the contrast figures are there). Meaning never rests on colour alone: the legend names each
 * colour and the table under every chart gives its numbers.
 */
export const DECISION_COLORS = {
  Allow: 'var(--threat-allow)',
  Block: 'var(--threat-block)',
  Override: 'var(--threat-override)',
  Trend: 'var(--threat-trend)',
} as const;
export type LegendKey = keyof typeof DECISION_COLORS;

/** Spec 2 §3: med is shown Medium, very low Very Low. */
export function levelLabel(level: string): string {
  if (level === 'med') return 'Medium';
  return level.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** 2026-11-22 → 11/22/2026 (the console's date format). */
export const shortDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
