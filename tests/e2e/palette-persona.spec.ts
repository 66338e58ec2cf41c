import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox');

/** Ctrl+K opens the palette with the search field focused. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(paletteInput(page)).toBeFocused();
}

/** The option the arrows made active: the one the combobox points at (what Enter opens). */
async function expectActive(page: Page, name: RegExp) {
  const activeName = () =>
    paletteInput(page).evaluate((input) => {
      const id = input.getAttribute('aria-activedescendant');
      return (
        (id && document.getElementById(id)?.getAttribute('aria-selected') === 'true'
          ? document.getElementById(id)?.textContent
          : null) ?? ''
      );
    });
  await expect.poll(activeName).toMatch(name);
}

test('the command palette by keyboard, then switching persona from the demo panel', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);

  // A screen: type, move with the arrows, Enter.
  await openPalette(page);
  await page.keyboard.type('policy');
  await expect(palette(page).getByRole('option', { name: /^Policy Editor/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expectActive(page, /^Policy Editor/);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/policy-editor$/);
  await expect(page.getByRole('heading', { name: 'Policy Editor', level: 1 })).toBeVisible();

  // Escape closes it and hands focus back where it was.
  await page.getByRole('link', { name: 'Policy Editor' }).focus();
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Policy Editor' })).toBeFocused();

  // A person by name, from the service's own user search.
  await openPalette(page);
  await page.keyboard.type('Castellanos');
  await expect(palette(page).getByRole('option', { name: /^Ruth Castellanos/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectActive(page, /^Ruth Castellanos/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organizations\/user\/view\?.*email=ruth/);
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^ruth\.castellanos@/)).toBeVisible();

  // Back to the Policy Editor, then to the demo panel through the palette.
  await openPalette(page);
  await page.keyboard.type('policy editor');
  await expectActive(page, /^Policy Editor/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/policy-editor$/);
  // Closed, as a person sees it, before Ctrl+K opens it afresh: pressed while it still fades
  // out, the keys went to the closing palette and its old query.
  await expect(palette(page)).toBeHidden();
  await openPalette(page);
  await page.keyboard.type('demo controls');
  await expectActive(page, /^Open demo controls/);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await panel.getByRole('tab', { name: 'Personas' }).click();

  // Hannah reads policies too: the page stays.
  await panel.getByRole('button', { name: 'Switch to Hannah Kim' }).click();
  await expect(page.getByText('Still on Policy Editor.')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Hannah Kim' }).getByText('Signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/policy-editor$/);

  // Sam has no roles: the Dashboard opens, and the notice says why.
  await panel.getByRole('button', { name: 'Switch to Sam Rivera' }).click();
  await expect(page.getByText('Sam Rivera cannot open Policy Editor; showing the Dashboard.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Dashboard']);
});
