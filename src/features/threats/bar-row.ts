import type { ReactNode } from 'react';

/** One name of a threat card: its chart bar and its table row. */
export interface BarRow {
  name: string;
  allow: number;
  block: number;
  override: number;
  /** DNS Logs Analysis only: percent over the past 7 days. */
  trend?: number;
  /** Threat intel only: severity, confidence and label cells. */
  cells?: ReactNode[];
}
