import { toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/save-file';
import type { DataTableColumn, FetchPage, FetchPageParams } from './types';
import { slug } from '@/lib/slug';

/** Rows per request while exporting. */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every row of the list the table shows (same search, sort and filters), a page of 100 at a time.
 * Each page waits for a macrotask before the next, so the page stays responsive while a large
 * list (10,000 users) is gathered, and an abort stops it between or during requests.
 */
export async function fetchAllRows<Row>(
  fetchPage: FetchPage<Row>,
  params: Omit<FetchPageParams, 'page' | 'pageSize'>,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    signal.throwIfAborted();
    const reply = await fetchPage({ ...params, pageSize: EXPORT_PAGE_SIZE, page }, { signal });
    rows.push(...reply.items);
    onProgress({ done: rows.length, total: Math.max(reply.itemCount, rows.length) });
    if (reply.items.length < EXPORT_PAGE_SIZE || rows.length >= reply.itemCount) return rows;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const headerText = <Row>(column: DataTableColumn<Row>) =>
  column.csvHeader ?? (typeof column.header === 'string' ? column.header : undefined);

/** The columns a file holds: those with a text header that are not left out with `csv: false`. */
export const exportedColumns = <Row>(columns: DataTableColumn<Row>[]) =>
  columns.filter((column) => column.csv !== false && headerText(column) !== undefined);

function cellText<Row>(column: DataTableColumn<Row>, row: Row): string {
  if (typeof column.csv === 'function') return column.csv(row);
  const shown = column.cell(row);
  return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
}

/** The CSV text of rows, with a header line of the column headers as shown. */
export function tableCsv<Row>(columns: DataTableColumn<Row>[], rows: Row[]): string {
  const kept = exportedColumns(columns);
  return toCsv(
    kept.map((column) => headerText(column) ?? column.id),
    rows.map((row) => kept.map((column) => cellText(column, row))),
  );
}

/** A file name from a table's name and today's date: 'users-of-agency-2026-11-23.csv'. */
export function csvFileName(name: string, now = new Date()): string {
  return `${slug(name, 'table')}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Saves text as a file through a Blob link: no server round trip, so it works offline. */
export function downloadCsv(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
