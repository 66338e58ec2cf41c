import { OTHER } from './chart-rules';

/*
 * One colour each scheme can share: each holds at least 3:1 against the light card (white) and
 * the dark card (dark.6, #2e2e2e), WCAG 1.4.11 for graphics (ratios in the comments). Meaning
 * never rests on colour alone: every slice is named, with its numbers, in the legend beside it.
 */

/** Spec 3 §9: green for total, red for blocked. */
export const LINE_COLORS = {
  total: '#2f9e44', // 3.45 on white, 3.94 on dark.6
  blocked: '#f03e3e', // 3.84 on white, 3.53 on dark.6
} as const;

export const SLICE_COLORS = [
  '#228be6', // blue: 3.56, 3.82
  '#f76707', // orange: 3.04, 4.46
  '#be4bdb', // grape: 4.02, 3.37
  '#0ca678', // teal: 3.12, 4.36
  '#e64980', // pink: 3.73, 3.64
  '#5c7cfa', // indigo: 3.67, 3.70
  '#1098ad', // cyan: 3.43, 3.96
] as const;

/** Other is always grey, whichever slices come before it. */
export const OTHER_COLOR = '#868e96'; // 3.32, 4.09

export const sliceColor = (key: string, index: number): string =>
  key === OTHER ? OTHER_COLOR : SLICE_COLORS[index % SLICE_COLORS.length];
