import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededOrganization } from '../../../../tests/setup/seed';

useScreenTests();

const tableOf = (orgId: string) =>
  screen.findByRole('table', { name: `Distribution Lists of ${seededOrganization(orgId).displayName}` });

describe('Distribution Lists', () => {
  it("shows a tenant administrator their organization's distribution lists, by name", async () => {
    await renderRoute('/organizations/distribution-lists', { persona: 'daniel' });
    expect(await screen.findByRole('heading', { name: 'Distribution Lists' })).toBeInTheDocument();
    const table = await tableOf('org-usda');
    expect(await within(table).findByText('USDA Distribution List 1')).toBeInTheDocument();
    expect(within(table).getByText('USDA Distribution List 3')).toBeInTheDocument();
    expect(within(table).queryByText(/^DOE /)).toBeNull();
  });

  it('keeps a search in the address, and the table shows only what matches', async () => {
    const { router } = await renderRoute('/organizations/distribution-lists', { persona: 'daniel' });
    const table = await tableOf('org-usda');
    await within(table).findByText('USDA Distribution List 1');
    await userEvent.type(screen.getByPlaceholderText('Search for distribution list'), 'distribution list 2');
    await within(table).findByText('USDA Distribution List 2', {}, { timeout: 10_000 });
    await expect.poll(() => within(table).queryByText('USDA Distribution List 1'), { timeout: 10_000 }).toBeNull();
    expect(router.state.location.search).toMatchObject({ search: 'distribution list 2' });
  });
});
