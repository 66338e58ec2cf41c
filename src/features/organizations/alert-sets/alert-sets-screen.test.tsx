import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededOrganization } from '../../../../tests/setup/seed';

useScreenTests();

const tableOf = (orgId: string) =>
  screen.findByRole('table', { name: `Alert Sets of ${seededOrganization(orgId).displayName}` });

describe('Alert Sets', () => {
  it("shows a tenant administrator their organization's alert sets, by name", async () => {
    await renderRoute('/organizations/alert-sets', { persona: 'daniel' });
    expect(await screen.findByRole('heading', { name: 'Alert Sets' })).toBeInTheDocument();
    const table = await tableOf('org-usda');
    expect(await within(table).findByText('USDA Alert Set 1')).toBeInTheDocument();
    expect(within(table).getByText('USDA Alert Set 3')).toBeInTheDocument();
    expect(within(table).queryByText(/^DOE /)).toBeNull();
  });

  it('keeps a search in the address, and the table shows only what matches', async () => {
    const { router } = await renderRoute('/organizations/alert-sets', { persona: 'daniel' });
    const table = await tableOf('org-usda');
    await within(table).findByText('USDA Alert Set 1');
    await userEvent.type(screen.getByPlaceholderText('Search for alert set'), 'alert set 2');
    await within(table).findByText('USDA Alert Set 2', {}, { timeout: 10_000 });
    await expect.poll(() => within(table).queryByText('USDA Alert Set 1'), { timeout: 10_000 }).toBeNull();
    expect(router.state.location.search).toMatchObject({ search: 'alert set 2' });
  });
});
