import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import type { ScheduledExtract } from '@/api/log-queries/extract-contract';

/*
 * Spec 3 §4, "Extract run status": how an extract's status reads in the list. The service
 * computes the last run and its status at its own now (so a running item from another day is
 * already recalculated) and when the extract expires (its end plus 72 hours); the rules below
 * pick the badge.
 */

export type StatusKind = 'queued' | 'running' | 'success' | 'failed' | 'canceled' | 'expired';
export interface StatusView {
  kind: StatusKind;
  label: string;
}

/** Spec 3 §4: 'Exp. MM/dd/yy - hh:mm a', in the viewer's local time. */
export const formatExpiry = (iso: string): string => `Exp. ${formatDate(iso)} - ${formatTime(iso)}`;

const LABELS: Record<Exclude<StatusKind, 'expired'>, string> = {
  queued: 'Queued',
  running: 'Running',
  success: 'Success',
  failed: 'Failure',
  canceled: 'Canceled',
};

export function extractStatus(extract: ScheduledExtract, now: number): StatusView {
  const view = (kind: Exclude<StatusKind, 'expired'>): StatusView => ({ kind, label: LABELS[kind] });
  const expired = (): StatusView => ({
    kind: 'expired',
    label: extract.expiresOn ? formatExpiry(extract.expiresOn) : 'Expired',
  });
  if (extract.expiresOn && Date.parse(extract.expiresOn) < now) return expired();
  const last = extract.lastStatus;
  if (extract.when.type === 'now') {
    // Immediate extracts with no status or queued show as running; otherwise their status.
    if (!last || last === 'queued') return view('running');
    return last === 'expired' ? expired() : view(last);
  }
  // Scheduled extracts show queued unless the last status is failed (§4), whatever ran last.
  return view(last === 'failed' ? 'failed' : 'queued');
}

/** Badge colours; the label always carries the meaning (never colour alone). */
export const STATUS_COLORS: Record<StatusKind, string> = {
  queued: 'gray.8',
  running: 'blue.8',
  success: 'green.8',
  failed: 'red.8',
  canceled: 'orange.9',
  expired: 'dark.6',
};

/** 'MM/dd/yy hh:mm a', or a dash when there is none. */
export const formatRunTime = (iso: string | null): string => formatDateTime(iso) || '—';
