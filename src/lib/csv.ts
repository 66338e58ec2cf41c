import Papa from 'papaparse';

interface CsvOptions {
  /** End the text with a line break after the last row, as some files are specified to. */
  finalNewline?: boolean;
}

/**
 * CSV text: a header line, then one line per row, lines ended by CRLF. A cell a spreadsheet would
 * run as a formula (=, +, -, @ first) is quoted as text, since many cells are typed by users.
 */
export function toCsv(
  fields: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: CsvOptions = {},
): string {
  const text = Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
  return options.finalNewline ? `${text}\r\n` : text;
}
