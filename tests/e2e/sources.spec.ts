import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothSchemes, setColorScheme } from './support/axe';
import { expect, test, useServiceWorker } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

const setsTable = (page: Page) => page.getByRole('table', { name: /Sources of/ });
const setRow = (page: Page, name: string) => setsTable(page).getByRole('row').filter({ hasText: name });

async function addSource(page: Page, type: 'IPv4' | 'IPv6', address: string, set: string, description: string) {
  await page.getByRole('button', { name: 'Add New Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Source' });
  await dialog.getByText(type, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: type })).toBeChecked();
  await dialog.getByRole('textbox', { name: /IP Address/ }).fill(address);
  const setBox = dialog.getByRole('textbox', { name: /Source Set/ });
  await expect(setBox).toHaveValue('Default');
  await setBox.fill(set);
  const create = page.getByRole('option', { name: /Create new Source Set/ });
  if (await create.isVisible()) await create.click();
  else await page.getByRole('option', { name: set, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Source created.').first()).toBeVisible();
}

test.describe('offline', () => {
  useServiceWorker();

  test('an agency admin adds two sources to a new set, then deletes them and the set', async ({ page }) => {
    // Two dialogs of typing and five confirmed writes: a whole workflow, on a shared machine.
    test.setTimeout(180_000);
    await signInAs(page, personas.agencyAdmin, '/organizations/sources');
    await expect(setRow(page, 'Headquarters')).toBeVisible();

    await addSource(page, 'IPv4', '52.14.7.9', 'Playwright Lab', 'Lab firewall');
    await expect(setRow(page, 'Playwright Lab')).toBeVisible();
    await addSource(page, 'IPv6', '2600:1F18:4a3::10', 'Playwright Lab', '');

    await setRow(page, 'Playwright Lab').getByRole('button', { name: 'Show details' }).click();
    const sources = page.getByRole('list', { name: 'Sources of Playwright Lab' });
    await expect(sources).toContainText('52.14.7.9');
    await expect(sources).toContainText('Lab firewall');
    await expect(sources).toContainText('2600:1f18:4a3::10');
    await expect(sources).toContainText('no description');
    await keepScreen(page, 'test-results/screens/sources.png');

    // Download List: the demo's own file service makes the file, with the network off too.
    await page.context().setOffline(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download List' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sources-usda-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain('Agriculture,Playwright Lab,IPv4,52.14.7.9,Lab firewall,');
    expect(csv).toContain('Agriculture,Playwright Lab,IPv6,2600:1f18:4a3::10,,');
    await page.context().setOffline(false);

    // A set with sources is not deleted: the console says why.
    await setRow(page, 'Playwright Lab')
      .getByRole('button', { name: /Source Set Information/ })
      .click();
    const info = page.getByRole('dialog', { name: 'Source Set Information' });
    await info.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You cannot delete a source set that contains sources.')).toBeVisible();
    await info.getByRole('button', { name: 'Cancel' }).click();

    for (const address of ['52.14.7.9', '2600:1f18:4a3::10']) {
      await page.getByRole('button', { name: `Delete Source ${address}` }).click();
      await page.getByRole('dialog', { name: 'Delete Source' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Source deleted.').first()).toBeVisible();
    }

    await setRow(page, 'Playwright Lab')
      .getByRole('button', { name: /Source Set Information/ })
      .click();
    await info.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Source Set' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Source Set deleted.')).toBeVisible();
    await expect(setRow(page, 'Playwright Lab')).toHaveCount(0);
  });
});

test('a read-only agency user sees the sources but cannot add or delete', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openInApp(page, '/organizations/sources');
  await expect(page.getByRole('tab', { name: 'Authorized Sources' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Source' })).toBeDisabled();
  await setRow(page, 'Headquarters').getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByRole('button', { name: /^View Source / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete Source / })).toHaveCount(0);
  await setRow(page, 'Guest Wi-Fi')
    .getByRole('button', { name: /Source Set Information/ })
    .click();
  const info = page.getByRole('dialog', { name: 'Source Set Information' });
  await expect(info.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
});

test("the operator sees every organization's sets under All Sources, with the Org column", async ({ signedIn }) => {
  const page = await signedIn(personas.globalAdmin);
  await openInApp(page, '/organizations/sources');
  // The mock may still be computing the operator's all-organizations Dashboard behind this page.
  await expect(page.getByRole('tab', { name: 'All Sources' })).toBeVisible({ timeout: 30_000 });
  await expect(setsTable(page).getByRole('columnheader', { name: 'Org' })).toBeVisible();
  await page.getByPlaceholder('Search for source').fill('Roaming Laptops');
  await expect(setsTable(page)).toContainText('Agriculture');
  await expect(setsTable(page)).toContainText('Energy');
  await expect(page.getByRole('button', { name: 'Add New Source' })).toBeDisabled();
});

test('the sources screen, an expanded set and both dialogs pass axe, light and dark', async ({ signedIn }) => {
  test.setTimeout(180_000);
  const page = await signedIn(personas.agencyAdmin);
  await openInApp(page, '/organizations/sources');
  await setRow(page, 'Headquarters').getByRole('button', { name: 'Show details' }).click();
  await setColorScheme(page, 'light');
  await expectNoAxeViolationsInBothSchemes(page, 'sources, expanded');
  await page.getByRole('button', { name: 'Add New Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Source' });
  await dialog.getByRole('textbox', { name: /IP Address/ }).fill('10.0.0.1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This address is reserved and cannot be an authorized source.')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'source dialog with an error');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await setRow(page, 'Guest Wi-Fi')
    .getByRole('button', { name: /Source Set Information/ })
    .click();
  const info = page.getByRole('dialog', { name: 'Source Set Information' });
  await expect(info.getByRole('textbox', { name: /Source Set/ })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page, 'Source Set Information');
  await info.getByRole('button', { name: 'Cancel' }).click();
  await expect(info).toBeHidden();
});
