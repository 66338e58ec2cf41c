import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { expectConsole, personas, signInAs } from './support/session';

/*
 * The demo control panel as a presenter uses it (issue 17): finish a running job and see its
 * result on the screen behind the panel; inject a fault and see the form's message at the field;
 * read an e-mail in the outbox. Detail (each job kind, each refusal) is in the vitest tests.
 */

const panel = (page: Page) => page.getByRole('dialog', { name: 'Demo controls' });

async function openPanel(page: Page, tab: string) {
  await page.getByText('DEMO DATA', { exact: true }).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('tab', { name: tab }).click();
}

const closePanel = async (page: Page) => {
  await panel(page).getByRole('button', { name: 'Close demo controls' }).click();
  await expect(panel(page)).toHaveCount(0);
};

test('a presenter pauses the clock, starts a DNS Logs preview and finishes it from the panel', async ({ page }) => {
  await signInAs(page, personas.tenantUser);
  await openPanel(page, 'Clock');
  await panel(page).getByRole('button', { name: 'Pause' }).click();
  await expect(panel(page).getByText('Paused', { exact: true })).toBeVisible();
  await closePanel(page);

  await page.getByRole('link', { name: 'Logs' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('com');
  await page.getByRole('radio', { name: 'Past 12 Hours' }).check();
  await page.getByRole('button', { name: 'Preview Extract' }).click();
  // With the clock paused the preview cannot finish by itself.
  await expect(page.getByRole('button', { name: 'Refresh Table' })).toBeVisible();

  await openPanel(page, 'Clock');
  await expect(panel(page).getByRole('list', { name: 'Running jobs' })).toContainText('DNS Logs preview');
  await panel(page).getByRole('button', { name: 'Finish running jobs' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('Finished 1 job: the clock moved on 4 seconds.');
  await expect(panel(page).getByText('No job is running.')).toBeVisible();
  await closePanel(page);
  // The tab refetched on the move: the rows are there without Refresh Table.
  await expect(page.getByRole('table', { name: 'DNS log preview' }).getByRole('row')).toHaveCount(101);
});

test('an advanced clock is still advanced and paused after a reload', async ({ page }) => {
  await signInAs(page, personas.tenantUser);
  await openPanel(page, 'Clock');
  const now = panel(page).getByTestId('demo-clock-now');
  await expect(now).not.toHaveText('Reading the clock…');
  await panel(page).getByRole('button', { name: 'Advance 1 day' }).click();
  await expect(panel(page).getByRole('status')).toContainText('The clock moved on by 1 day.');
  const advanced = await now.textContent();
  await page.reload();
  await expectConsole(page);
  await openPanel(page, 'Clock');
  await expect(now).toHaveText(advanced!);
  await expect(panel(page).getByText('Paused', { exact: true })).toBeVisible();
});

test('a trainer injects email.inUse into user.create, sees it at the field, then reads the outbox', async ({
  page,
}) => {
  await signInAs(page, personas.agencyAdmin);
  await openPanel(page, 'Faults');
  await panel(page).getByRole('combobox', { name: 'Call' }).fill('user.create');
  await page.getByRole('option', { name: /^user\.create:/ }).click();
  await panel(page).getByRole('combobox', { name: 'Error key' }).fill('email.inUse');
  await page.getByRole('option', { name: 'email.inUse', exact: true }).click();
  await expect(panel(page).getByText('This email is in use, enter another email address')).toBeVisible();
  await panel(page).getByRole('textbox', { name: 'Field (optional)' }).fill('email');
  await panel(page).getByRole('button', { name: 'Inject' }).click();
  await expect(panel(page).getByRole('status').first()).toHaveText(
    'The next reply of user.create carries email.inUse.',
  );
  await expect(panel(page).getByRole('row', { name: /user\.create/ })).toContainText('email');
  await expectNoAxeViolationsInBothSchemes(page, 'Demo controls, an active fault');
  await closePanel(page);

  await openInApp(page, '/organizations/user/create');
  await expect(page.getByRole('heading', { name: 'Add New User' })).toBeVisible();
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Quinn');
  await page.getByLabel('Email Address').fill('pat.quinn@usda.gov');
  await page.getByLabel('Phone Number').fill('(202) 555-0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This email is in use, enter another email address')).toBeVisible();
  // The fault was for one reply: the next save goes through.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User Successfully Created')).toBeVisible();

  // Daniel's first signed-in call mailed Agriculture's hourly alert (alert-sets.spec.ts); the outbox reads it.
  await openPanel(page, 'Outbox');
  const alert = panel(page)
    .getByRole('tabpanel', { name: 'Outbox' })
    .getByRole('button', { name: /^Alert: Malware Blocks \(Agriculture\)/ })
    .first();
  await expect(alert).toContainText('daniel.okafor@usda.gov');
  await alert.click();
  // The opened e-mail's body, a region named by its subject.
  await expect(
    panel(page)
      .getByRole('region', { name: /^Alert: Malware Blocks \(Agriculture\)/ })
      .first(),
  ).toContainText(/Provider policy alert: [1-9][\d,]* matching queries/);
  await expectNoAxeViolationsInBothSchemes(page, 'Demo controls, an e-mail open in the outbox');
});

test("the panel's other kinds of tab pass the WCAG A/AA rules in both colour schemes", async ({ page }) => {
  // Destinations is built like the outbox, and the journal's report has its own check in journal.spec.ts.
  await signInAs(page, personas.agencyAdmin);
  await openPanel(page, 'Clock');
  for (const tab of ['Clock', 'Variant and data', 'Personas']) {
    await panel(page).getByRole('tab', { name: tab }).click();
    await expect(panel(page).getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(panel(page).getByRole('tabpanel', { name: tab }).locator('.mantine-Loader-root')).toHaveCount(0);
    await expectNoAxeViolationsInBothSchemes(page, `Demo controls, the ${tab} tab`);
  }
});
