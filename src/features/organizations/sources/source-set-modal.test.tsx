import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { pasteInto } from '../../../../tests/setup/paste-into';

useScreenTests();

const PATH = '/organizations/sources';

async function openSet(name: string, options: Parameters<typeof renderRoute>[1]) {
  await renderRoute(PATH, options);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Source Set Information ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Source Set Information' }) };
}

describe('Source Set Information', () => {
  it('keeps the default set’s name and offers no Delete for it', async () => {
    const { dialog } = await openSet('Default', { persona: 'daniel' });
    expect(within(dialog).queryByRole('textbox', { name: /Source Set/ })).toBeNull();
    expect(within(dialog).getByText('Default')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('renames a set and says so', async () => {
    const { user, dialog } = await openSet('Guest Wi-Fi', { persona: 'daniel' });
    const name = within(dialog).getByRole('textbox', { name: /Source Set/ });
    await user.clear(name);
    await pasteInto(user, name, 'Visitor Wi-Fi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source Set Updated')).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'Visitor Wi-Fi' })).toBeVisible();
  });

  it("shows the service's refusal of a name another set has at the Source Set field, and renames nothing", async () => {
    const { user, dialog } = await openSet('Guest Wi-Fi', { persona: 'daniel' });
    const name = within(dialog).getByRole('textbox', { name: /Source Set/ });
    await user.clear(name);
    await pasteInto(user, name, 'Roaming Laptops');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = 'A source set with this name already exists.';
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(name).toHaveAccessibleDescription(refusal);
    expect(db.sourceSets.all().filter((set) => set.orgId === 'org-usda' && set.name === 'Guest Wi-Fi')).toHaveLength(1);
  });

  it('warns instead of deleting a set that holds sources', async () => {
    const { user, dialog } = await openSet('Headquarters', { persona: 'daniel' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete a source set that contains sources.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Delete Source Set' })).toBeNull();
  });

  it('shows the service’s warning when a set still has device enrollment', async () => {
    const roaming = db.sourceSets.all().find((set) => set.orgId === 'org-usda' && set.name === 'Roaming Laptops')!;
    db.sources.deleteMany((q) => q.where({ set: roaming.id }));
    const { user, dialog } = await openSet('Roaming Laptops', { persona: 'daniel' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Source Set' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/has device enrollment/)).toBeVisible();
    expect(db.sourceSets.all().find((set) => set.id === roaming.id)?.deleted).toBe(false);
  });

  it('makes a managed-service set an exclusion zone only after confirming, and Cancel reverts the switch', async () => {
    const { user, dialog } = await openSet('Guest Wi-Fi', { persona: 'olivia', org: 'org-dol' });
    const zone = within(dialog).getByRole('switch', { name: 'Exclusion Zone' });
    await user.click(zone);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enable Exclusion Zone' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(zone).not.toBeChecked();
    await user.click(zone);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enable Exclusion Zone' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    expect(zone).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source Set Updated')).toBeVisible();
    expect(
      db.sourceSets.all().find((set) => set.orgId === 'org-dol' && set.name === 'Guest Wi-Fi')?.exclusionZone,
    ).toBe(true);
  });

  it('offers no exclusion-zone switch outside managed-service organizations', async () => {
    const { dialog } = await openSet('Guest Wi-Fi', { persona: 'olivia', org: 'org-usda' });
    expect(within(dialog).queryByRole('switch', { name: 'Exclusion Zone' })).toBeNull();
  });
});
