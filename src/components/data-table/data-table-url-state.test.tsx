import { useSearch } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { DataTable } from './data-table';
import { type TableSearch, useTableUrlState } from './table-url-state';
import { type FakeServer, type Person, bodyRows, fakeServer, params, peopleTableProps, people } from './test-fixtures';

function UrlTable({ fetchPage }: { fetchPage: FakeServer }) {
  const url = useTableUrlState(useSearch({ strict: false }) as TableSearch);
  return (
    <DataTable<Person>
      tableId="url-table"
      {...peopleTableProps(fetchPage)}
      state={url.state}
      onStateChange={url.onStateChange}
    />
  );
}

function renderAt(route: string) {
  const fetchPage = fakeServer(people(25));
  const view = renderWithProviders(<UrlTable fetchPage={fetchPage} />, { route });
  const location = () => view.router!.state.location;
  return { ...view, fetchPage, location, user: userEvent.setup() };
}

describe('DataTable with its state in the address', () => {
  it('opens at the search, sort and page of the link', async () => {
    const { fetchPage } = renderAt('/people?search=Person&sort=name&order=des&page=2');
    expect(await screen.findByText('Person 15')).toBeInTheDocument();
    expect(params(fetchPage)[0]).toEqual({
      pageSize: 10,
      page: 2,
      sortField: 'name',
      sortOrder: 'des',
      searchString: 'Person',
    });
    expect(bodyRows()[0]).toHaveTextContent('Person 15');
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Person');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('writes page and sort into the address, and Back returns to the page before', async () => {
    const { user, location, router } = renderAt('/people');
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(location().search).toEqual({ page: 2 });

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(await screen.findByText('Person 25')).toBeInTheDocument();
    expect(location().search).toEqual({ sort: 'name', order: 'des' });

    router!.history.back();
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('puts the search into the address without a history entry per keystroke', async () => {
    const { location, router } = renderAt('/people?page=2');
    await screen.findByText('Person 11');
    const entries = router!.history.length;
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search' }), 'Person 2');
    await waitFor(() => expect(location().search).toEqual({ search: 'Person 2' }), { timeout: 3000 });
    expect(await screen.findByText('1–6 of 6')).toBeInTheDocument();
    expect(router!.history.length).toBe(entries);
  });
});
