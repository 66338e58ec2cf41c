import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { readCsv } from './read-csv';

describe('toCsv', () => {
  it('writes a header line and CRLF-separated rows, quoting what needs it', () => {
    expect(toCsv(['Name', 'Count'], [['Okafor, Daniel', 3]])).toBe('Name,Count\r\n"Okafor, Daniel",3');
  });

  it('writes a formula-like cell as text', () => {
    expect(toCsv(['Note'], [['=SUM(A1)']])).toBe(`Note\r\n"'=SUM(A1)"`);
  });

  it('ends with a line break when asked', () => {
    expect(toCsv(['A'], [['1']], { finalNewline: true })).toBe('A\r\n1\r\n');
  });
});

describe('readCsv', () => {
  it('reads rows without a leading byte-order mark or blank lines', async () => {
    expect(await readCsv('\uFEFFdomain\r\nexample.gov\r\n  \r\n')).toEqual([['domain'], ['example.gov']]);
  });
});
