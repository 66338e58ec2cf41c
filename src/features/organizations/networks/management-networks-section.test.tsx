import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededNetworks } from '../../../../tests/setup/seed';
import { pasteInto } from '../../../../tests/setup/paste-into';

useScreenTests();

const PATH = '/organizations/organization-information';

/** The CIDR column of the Management Networks table, once a page of networks has arrived. */
async function cidrsListed() {
  const table = await screen.findByRole('table', { name: 'Management Networks' });
  return waitFor(() => {
    const cidrs = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
    expect(cidrs.length).toBeGreaterThan(0);
    expect(cidrs.every(Boolean)).toBe(true);
    return cidrs;
  });
}

describe('Management Networks, as each persona sees them', () => {
  it("lists a configuration manager's seeded networks with Add and Delete", async () => {
    await renderRoute(PATH, { persona: 'daniel' });
    const cidrs = await cidrsListed();
    const seeded = seededNetworks('org-usda').map((network) => network.cidr);
    expect(cidrs.length).toBe(Math.min(10, seeded.length));
    for (const cidr of cidrs) expect(seeded).toContain(cidr);
    expect(screen.getByRole('button', { name: 'Add Management Network' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Delete Network ${cidrs[0]}` })).toBeInTheDocument();
  });

  it('shows a reporting viewer the networks read-only: View only, no Add or Delete', async () => {
    await renderRoute(PATH, { persona: 'hannah' });
    const cidrs = await cidrsListed();
    for (const cidr of cidrs) expect(seededNetworks('org-doe').map((network) => network.cidr)).toContain(cidr);
    expect(screen.getByRole('button', { name: `View Network ${cidrs[0]}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Management Network' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete Network/ })).toBeNull();
  });

  it("names the seeded network a new one duplicates, from the service's own check", async () => {
    const existing = seededNetworks('org-usda')[0]!;
    await renderRoute(PATH, { persona: 'daniel' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Management Network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Management Network' });
    await pasteInto(user, within(dialog).getByLabelText(/CIDR/), existing.cidr);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(`This network already exists: ${existing.description}`)).toBeVisible();
  });

  it('saves a new network in the service and lists it', async () => {
    await renderRoute(PATH, { persona: 'daniel' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Management Network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Management Network' });
    await pasteInto(user, within(dialog).getByLabelText(/CIDR/), '198.51.100.0/24');
    await pasteInto(user, within(dialog).getByLabelText('Description'), 'Screen test lab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await pasteInto(user, await screen.findByPlaceholderText('Search for management network'), '198.51.100');
    expect(await screen.findByRole('cell', { name: 'Screen test lab' })).toBeInTheDocument();
    expect(seededNetworks('org-usda')).toContainEqual(
      expect.objectContaining({ cidr: '198.51.100.0/24', description: 'Screen test lab' }),
    );
  });

  it('moves focus to the search box once a deleted network has taken its row away', async () => {
    await renderRoute(PATH, { persona: 'daniel' });
    const [cidr] = await cidrsListed();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Delete Network ${cidr}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Network' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Network' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete Network ${cidr}` })).toBeNull());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    expect(seededNetworks('org-usda').map((network) => network.cidr)).not.toContain(cidr);
  });
});
