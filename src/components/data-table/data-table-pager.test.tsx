import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, params, people, renderTable } from './test-fixtures';

describe('DataTable pager', () => {
  it('shows counts with thousands separators and jumps to any page from the keyboard', async () => {
    const { fetchPage, user } = renderTable(people(10_029));
    expect(await screen.findByText('1–10 of 10,029')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1,003')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Go to page' }));
    await user.keyboard('1003{Enter}');
    expect(await screen.findByText('10,021–10,029 of 10,029')).toBeInTheDocument();
    expect(screen.getByText('Page 1,003 of 1,003')).toBeInTheDocument();
    expect(params(fetchPage).at(-1)).toMatchObject({ page: 1003, pageSize: 10 });
    expect(bodyRows()).toHaveLength(9);
    const byName = people(10_029)
      .map((p) => p.name)
      .sort((a, b) => a.localeCompare(b));
    expect(bodyRows()[0]).toHaveTextContent(byName[10_020]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Go to page' }), '500');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('4,991–5,000 of 10,029')).toBeInTheDocument();
  });

  it('does not offer a page that does not exist', async () => {
    const { fetchPage, user } = renderTable(people(25));
    await screen.findByText('Page 1 of 3');
    await user.type(screen.getByRole('textbox', { name: 'Go to page' }), '4');
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(params(fetchPage).map((p) => p.page)).toEqual([1]);
  });

  it('opens a numbered page directly, without the pages between', async () => {
    const { fetchPage, user } = renderTable(people(45));
    await screen.findByText('Person 01');
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    expect(params(fetchPage).map((p) => p.page)).toEqual([1, 5]);
  });
});
