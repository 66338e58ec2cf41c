import type { JournalReport } from './journal-types';

/** A value as JSON, cut at 300 characters: a whole missing list would drown the report. */
const show = (value: unknown): string => {
  const text = value === undefined ? '(absent)' : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** The report as plain text: what `npm run replay` prints and the panel's download holds. */
export function reportText(report: JournalReport): string {
  const h = report.header;
  const lines = [
    `Journal: ${String(h.product)}, seed ${String(h.seedVersion)}, variant ${String(h.variant)}, persona ${String((h.persona as string | null | undefined) ?? 'none')}, recorded ${String(h.recordedAt)}`,
    `Replayed ${report.replayed} of ${report.total} calls.`,
    ...report.notes.map((note) => `Note: ${note}`),
  ];
  if (report.differing.length === 0) lines.push('No differences.');
  for (const call of report.differing) {
    lines.push(`Call ${call.n} ${call.method} ${call.path}: ${call.differences.length} difference(s)`);
    for (const d of call.differences) lines.push(`  ${d.path}: expected ${show(d.expected)}, actual ${show(d.actual)}`);
  }
  return lines.join('\n') + '\n';
}
