import { screen, waitFor } from '@testing-library/react';
import { readCsv } from '@/lib/read-csv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/lib/paging';
import { type Person, columns, fakeServer, params, people, renderTable } from './test-fixtures';
import type { DataTableColumn, FetchPageParams } from './types';

const exportColumns: DataTableColumn<Person>[] = [
  ...columns,
  { id: 'phone', header: 'Phone', cell: (p) => <strong>{p.phone}</strong>, csv: (p) => `tel ${p.phone}` },
  { id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button>, csv: false },
];

let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Export CSV', () => {
  it('pages through the server at 100 a page with the current search and sort and saves the rows as shown', async () => {
    const expected = people(260).sort((a, b) => b.name.localeCompare(a.name));
    const { fetchPage, user } = renderTable(people(260), { columns: exportColumns, exportName: 'People list' });
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await screen.findByText(expected[0].name);
    fetchPage.mockClear();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(params(fetchPage)).toEqual(
      [1, 2, 3].map((page) => ({ pageSize: 100, page, sortField: 'name', sortOrder: 'des' })),
    );
    expect(saved[0].name).toMatch(/^people-list-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    const data = await readCsv(await saved[0].blob.text());
    expect(data[0]).toEqual(['Name', 'Email', 'Phone']);
    expect(data).toHaveLength(261);
    expect(data.slice(1)).toEqual(expected.map((p) => [p.name, p.email, `tel ${p.phone}`]));
    expect(screen.queryByRole('dialog', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows its progress and stops on Cancel without saving a file', async () => {
    const rows = people(250);
    const server = fakeServer(rows);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let exportSignal: AbortSignal | undefined;
    const fetchPage = vi.fn(async (p: FetchPageParams, context: { signal: AbortSignal }): Promise<Page<Person>> => {
      if (p.pageSize === 100 && p.page === 2) {
        exportSignal = context.signal;
        await held;
      }
      return server(p);
    });
    const { user } = renderTable(rows, { fetchPage: fetchPage as unknown as ReturnType<typeof fakeServer> });
    await screen.findByText('Person 01');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'person');
    await waitFor(() => expect(fetchPage.mock.calls.at(-1)?.[0].searchString).toBe('person'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export CSV' });
    expect(await screen.findByText('Exported 100 of 250 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(fetchPage.mock.calls.filter(([p]) => p.pageSize === 100).map(([p]) => p.searchString)).toEqual([
      'person',
      'person',
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(exportSignal?.aborted).toBe(true);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchPage.mock.calls.filter(([p]) => p.pageSize === 100)).toHaveLength(2);
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
