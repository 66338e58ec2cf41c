import { MAX_BULK_INDICATORS, normalizeIndicator, parseIndicator } from '@/api/coverage/indicator-rules';
import { readCsv } from '@/lib/read-csv';

/*
 * The bulk indicator file (spec 2 §5, §9): CSV only, the first column, at most 500 indicators
 * (domain names or IPs). A header cell such as 'domain' is skipped, duplicates count once.
 * Invalid entries make the file invalid: they are listed so the person can fix the file.
 */

export const FORMAT_MESSAGE = 'Please upload one of the following file formats: csv';
export const TOO_MANY_MESSAGE = `The file contains more than ${MAX_BULK_INDICATORS} indicators.`;
export const EMPTY_MESSAGE = 'The file contains no indicators.';
export const UNREADABLE_MESSAGE = 'The file could not be read as text. Upload a plain-text CSV file.';
export const INVALID_HEADING = 'The following domains are invalid:';
/** 500 names of 253 characters fit in far less. */
export const MAX_FILE_BYTES = 1024 * 1024;

const HEADERS = new Set(['domain', 'domains', 'indicator', 'indicators', 'host', 'hostname', 'ip', 'name']);

export type IndicatorFile =
  | { ok: true; fileName: string; indicators: string[] }
  | { ok: false; fileName: string; error: string; invalid?: string[] };

export async function readIndicatorFile(file: File): Promise<IndicatorFile> {
  const fileName = file.name;
  if (!/\.csv$/i.test(fileName)) return { ok: false, fileName, error: FORMAT_MESSAGE };
  if (file.size > MAX_FILE_BYTES) return { ok: false, fileName, error: TOO_MANY_MESSAGE };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { ok: false, fileName, error: UNREADABLE_MESSAGE };
  }
  if (text.includes('\u0000')) return { ok: false, fileName, error: UNREADABLE_MESSAGE };
  const cells = (await readCsv(text)).map((row) => (row[0] ?? '').trim()).filter(Boolean);
  if (cells.length && HEADERS.has(cells[0].toLowerCase())) cells.shift();
  const unique = [...new Set(cells.map(normalizeIndicator))];
  if (!unique.length) return { ok: false, fileName, error: EMPTY_MESSAGE };
  if (unique.length > MAX_BULK_INDICATORS) return { ok: false, fileName, error: TOO_MANY_MESSAGE };
  const invalid = unique.filter((cell) => parseIndicator(cell) === null);
  if (invalid.length) return { ok: false, fileName, error: INVALID_HEADING, invalid };
  return { ok: true, fileName, indicators: unique.map((cell) => parseIndicator(cell)!.value) };
}
