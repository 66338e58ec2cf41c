/**
 * The rows of a CSV file's text, blank lines left out. A leading byte-order mark, which
 * spreadsheets write, is not part of the first cell. Papa Parse loads on the first file read, so
 * a screen that only offers an upload does not carry it (apart from csv.ts, which writes files).
 */
export async function readCsv(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
}

/** The rows of a CSV file with a header row, each as an object keyed by the header's names. */
export async function readCsvRecords(text: string): Promise<Record<string, string>[]> {
  const [header = [], ...rows] = await readCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
