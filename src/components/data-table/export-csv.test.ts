import { describe, expect, it } from 'vitest';
import { csvFileName, tableCsv } from './export-csv';
import type { DataTableColumn } from './types';

interface Row {
  name: string;
  description: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'description', header: 'Description', cell: (row) => row.description },
  { id: 'actions', header: 'Actions', cell: () => null, csv: false },
];

describe('tableCsv', () => {
  it('writes the shown headers and cells, leaving out columns marked csv: false', () => {
    expect(tableCsv(columns, [{ name: 'Okafor, Daniel', description: 'Admin' }])).toBe(
      'Name,Description\r\n"Okafor, Daniel",Admin',
    );
  });

  it('writes a cell a spreadsheet would run as a formula as text', () => {
    const csv = tableCsv(columns, [{ name: '=HYPERLINK("http://x")', description: '@SUM(A1)' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")","'@SUM(A1)"`);
  });
});

describe('csvFileName', () => {
  it('slugs the table name and dates the file', () => {
    expect(csvFileName('Users of Agriculture', new Date('2026-11-23T12:00:00Z'))).toBe(
      'users-of-agriculture-2026-11-23.csv',
    );
  });
});
