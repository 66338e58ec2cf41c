import { describe, expect, it } from 'vitest';
import { readCsv, readCsvRecords } from './read-csv';
import { toCsv } from './csv';

describe('reading CSV', () => {
  it('drops a byte-order mark and blank lines', async () => {
    expect(await readCsv('\uFEFFa,b\r\n1,2\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads back what toCsv writes', async () => {
    const text = toCsv(
      ['Name', 'Note'],
      [
        ['Kim', '=1+1'],
        ['Lee', 'a "quoted", line'],
      ],
    );
    expect(await readCsvRecords(text)).toEqual([
      { Name: 'Kim', Note: "'=1+1" },
      { Name: 'Lee', Note: 'a "quoted", line' },
    ]);
  });

  it('keys each row by the header, an empty cell for a short row', async () => {
    expect(await readCsvRecords('Name,Status\r\n"Kim, Hannah",Active\r\nLee\r\n')).toEqual([
      { Name: 'Kim, Hannah', Status: 'Active' },
      { Name: 'Lee', Status: '' },
    ]);
  });
});
