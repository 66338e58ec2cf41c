import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTablePageSize, setTablePageSize } from '@/lib/storage';
import { type Person, bodyRows, fakeServer, nextTableId, params, people, renderTable } from './test-fixtures';

describe('DataTable', () => {
  it('renders the first page from fetchPage with the default sort', async () => {
    const { fetchPage } = renderTable(people(3));
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(params(fetchPage)[0]).toEqual({ pageSize: 10, page: 1, sortField: 'name', sortOrder: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('toggles the sort order to des and returns to page 1', async () => {
    const { fetchPage, user } = renderTable(people(25));
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Person 11');

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(await screen.findByText('Person 25')).toBeInTheDocument();
    expect(params(fetchPage).at(-1)).toEqual({ pageSize: 10, page: 1, sortField: 'name', sortOrder: 'des' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(params(fetchPage).at(-1)?.sortOrder).toBe('asc'));
  });

  it('debounces the search: typing fast sends one request, and returns to page 1', async () => {
    const { fetchPage, user } = renderTable(people(25));
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Person 11');

    // No pause between keys: on a loaded machine the default pause can outlast the debounce.
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Search' }), 'Person 0');
    expect(await screen.findByText('1–9 of 9', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Person 01')).toBeInTheDocument();
    const searches = params(fetchPage).filter((p) => p.searchString !== undefined);
    expect(searches).toEqual([
      { pageSize: 10, page: 1, sortField: 'name', sortOrder: 'asc', searchString: 'Person 0' },
    ]);
    expect(screen.queryByText('Person 11')).not.toBeInTheDocument();
  });

  it("shows 'No Records Found' when the list is empty", async () => {
    renderTable([]);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('hides rows-per-page for 10 or fewer records and shows it above', async () => {
    renderTable(people(10));
    await screen.findByText('Person 10');
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();

    renderTable(people(11), { caption: 'More people' });
    await screen.findByText('1–10 of 11');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  });

  it('stores the chosen page size and restores it', async () => {
    const { fetchPage, user, tableId } = renderTable(people(45));
    await screen.findByText('Person 01');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(await screen.findByText('Person 20')).toBeInTheDocument();
    expect(params(fetchPage).at(-1)?.pageSize).toBe(20);
    await waitFor(async () => expect(await getTablePageSize(tableId)).toBe(20));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('starts with the remembered page size', async () => {
    await setTablePageSize(nextTableId(), 30);
    const { fetchPage } = renderTable(people(45));
    expect(await screen.findByText('Person 30')).toBeInTheDocument();
    expect(params(fetchPage).map((p) => p.pageSize)).toEqual([30]);
  });

  it('opens pages by number, forwards and back', async () => {
    const { fetchPage, user } = renderTable(people(25));
    await screen.findByText('Person 01');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(params(fetchPage).at(-1)?.page).toBe(2);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Person 25')).toBeInTheDocument();
    expect(params(fetchPage).at(-1)?.page).toBe(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
  });

  it('steps back a page when the page it shows becomes empty', async () => {
    const rows = people(21);
    const { user, queryClient } = renderTable(rows);
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Person 11');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Person 21');

    rows.pop();
    await queryClient.invalidateQueries({ queryKey: ['people'] });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByText('Person 20')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 20')).toBeInTheDocument();
  });

  it('expands a row to show its details', async () => {
    const { user } = renderTable(people(2), { renderExpanded: (p: Person) => <p>Phone {p.phone}</p> });
    await screen.findByText('Person 01');
    const [first] = screen.getAllByRole('button', { name: 'Show details' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(screen.getByText('Phone 202-555-0100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Phone 202-555-0101')).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Hide details' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Phone 202-555-0100')).not.toBeInTheDocument();
  });

  it("shows the error's message with 'Try again'", async () => {
    const fetchPage = fakeServer(people(2));
    fetchPage.mockRejectedValueOnce(new Error('You do not have permission to view users.'));
    const { user } = renderTable([], { fetchPage });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to view users.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
  });

  it('hides the search box without a placeholder and shows the toolbar', async () => {
    renderTable(people(1), { searchPlaceholder: undefined, toolbar: <button type="button">Add New User</button> });
    await screen.findByText('Person 01');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New User' })).toBeInTheDocument();
  });
});
