import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Page } from '@/lib/paging';
import { type RenderWithProvidersOptions, renderWithProviders } from '../../../tests/setup/render';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableProps, FetchPageParams } from './types';

// Seven engineers share two cores here: a table's first rows can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

export interface Person {
  email: string;
  name: string;
  phone: string;
}

export const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    email: `person${String(i + 1).padStart(2, '0')}@agency.gov`,
    name: `Person ${String(i + 1).padStart(2, '0')}`,
    phone: `202-555-01${String(i).padStart(2, '0')}`,
  }));

/** A fake list endpoint: searches, sorts and opens pages by number, like the mock. */
export function fakeServer(rows: Person[]) {
  return vi.fn(async (params: FetchPageParams): Promise<Page<Person>> => {
    const search = params.searchString?.toLowerCase();
    const matching = rows
      .filter((r) => !search || r.name.toLowerCase().includes(search) || r.email.includes(search))
      .sort((a, b) => (params.sortOrder === 'des' ? -1 : 1) * a.name.localeCompare(b.name));
    const offset = (params.page - 1) * params.pageSize;
    const end = offset + params.pageSize;
    return {
      items: matching.slice(offset, end),
      itemCount: matching.length,
      nextPageKey: end < matching.length ? `token-${end}` : null,
    };
  });
}
export type FakeServer = ReturnType<typeof fakeServer>;

export const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (p) => p.name },
  { id: 'email', header: 'Email', cell: (p) => p.email },
];

/** The people table every DataTable test renders, before its own props. */
export const peopleTableProps = (fetchPage: FakeServer) => ({
  caption: 'People',
  columns,
  fetchPage,
  queryKey: ['people'],
  rowKey: (p: Person) => p.email,
  searchPlaceholder: 'Search for user',
  defaultSort: { field: 'name', order: 'asc' as const },
});

let tableCount = 0;
export const nextTableId = () => `test-table-${tableCount + 1}`;

export function tableElement(fetchPage: FakeServer, extra: Partial<DataTableProps<Person>> = {}) {
  tableCount += 1;
  const tableId = `test-table-${tableCount}`;
  const element = <DataTable<Person> tableId={tableId} {...peopleTableProps(fetchPage)} {...extra} />;
  return { element, tableId };
}

export function renderTable(
  rows: Person[],
  extra: Partial<DataTableProps<Person>> = {},
  options: RenderWithProvidersOptions = {},
) {
  const fetchPage = (extra.fetchPage as FakeServer | undefined) ?? fakeServer(rows);
  const { element, tableId } = tableElement(fetchPage, extra);
  const view = renderWithProviders(element, options);
  return { ...view, fetchPage, tableId, user: userEvent.setup() };
}

export const bodyRows = (caption = 'People') =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1);
export const params = (fetchPage: FakeServer) => fetchPage.mock.calls.map(([p]) => p);
