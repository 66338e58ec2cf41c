import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothSchemes } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectConsole, personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

/*
 * The guided tours (src/features/demo/tours/library), run by keyboard from the demo control
 * panel's Tours tab: each step is a dialog that takes the focus, and moves on when the trainee
 * does what it asks or presses Next.
 */

const stepDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function startTour(page: Page, title: string) {
  await page.keyboard.press('Alt+Shift+KeyD');
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await panel.getByRole('tab', { name: 'Tours' }).press('Enter');
  await panel.getByRole('button', { name: `Start ${title}` }).press('Enter');
  await expect(panel).toBeHidden();
}

/** The step shows with the focus on its title; Next (or Finish) is pressed with Enter. */
async function expectStep(page: Page, title: string) {
  const dialog = stepDialog(page, title);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('heading', { name: title })).toBeFocused();
  return dialog;
}

async function nextThrough(page: Page, titles: string[]) {
  for (const [index, title] of titles.entries()) {
    const dialog = await expectStep(page, title);
    await dialog.getByRole('button', { name: index === titles.length - 1 ? 'Finish' : 'Next' }).press('Enter');
  }
  await expect(page.getByRole('dialog', { name: titles.at(-1) })).toBeHidden();
}

const TOURS: [string, string[]][] = [
  [
    'Approve a policy with two people',
    [
      'Start a new policy',
      'Describe what it blocks',
      'See what it would change',
      'Ask a second person',
      'Choose the approver',
      'Now you are the approver',
      'Approve it',
      'Confirm',
    ],
  ],
  [
    'Onboard an organization',
    [
      'Start onboarding',
      'Choose the organization',
      'Add its management networks',
      'Go on to the contact',
      'Name the first administrator and save',
      'Find the new organization',
    ],
  ],
  [
    'Schedule an extract',
    [
      'Start from a query',
      'Schedule the same query',
      'Name it and choose when it runs',
      'Save the schedule',
      'Its runs and files',
    ],
  ],
  [
    'Connect a log push destination',
    [
      'Connect a service',
      'Describe the destination',
      'Prove you own it',
      'Read the token',
      'Verify the token',
      'Enable and save',
    ],
  ],
];

for (const [tour, steps] of TOURS) {
  test(`“${tour}” runs to its end by keyboard`, async ({ page }) => {
    await signInAs(page, personas.agencyAdmin);
    await startTour(page, tour);
    await nextThrough(page, steps);
    // The two-person tour hands over to the second policy manager halfway.
    if (tour === 'Approve a policy with two people')
      await expect(page.getByRole('link', { name: personas.policyApprover })).toBeVisible();
  });
}

test('“Investigate a blocked domain” moves on as the trainee opens a blocked domain and previews its lookups', async ({
  page,
}) => {
  await signInAs(page, personas.agencyAdmin);
  await startTour(page, 'Investigate a blocked domain');
  await expectStep(page, 'Spot what is being blocked');
  await expect(page).toHaveURL(/\/dashboard$/);
  const top = page.getByRole('region', { name: 'Top 10 Blocked Domains' });
  await top.getByRole('link', { name: 'usda-gov-login.com', exact: true }).press('Enter');
  await expectStep(page, 'List its lookups');
  await expect(page).toHaveURL(/\/logs\/viewer/);
  await page.getByRole('button', { name: 'Preview Extract' }).press('Enter');
  await nextThrough(page, ['Read who asked and why it was blocked', 'Ask the Policy Tester']);
  await expect(page).toHaveURL(/\/threats\/policy-tester/);
});

test('a tour resumes on its step after a reload, and Escape ends it', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  await startTour(page, 'Connect a log push destination');
  const first = await expectStep(page, 'Connect a service');
  await first.getByRole('button', { name: 'Next' }).press('Enter');
  await expectStep(page, 'Describe the destination');
  await expect(page).toHaveURL(/\/logs\/log-push\/form$/);
  await page.reload();
  await expectConsole(page);
  const resumed = await expectStep(page, 'Describe the destination');
  await expect(resumed).toContainText('Step 2 of 6');
  await page.keyboard.press('Escape');
  await expect(resumed).toBeHidden();
  await page.reload();
  await expectConsole(page);
  await expect(page.getByRole('dialog', { name: 'Describe the destination' })).toBeHidden();
});

test('a tour step passes axe in both colour schemes', async ({ page }) => {
  await signInAs(page, personas.agencyAdmin);
  await startTour(page, 'Connect a log push destination');
  await expectStep(page, 'Connect a service');
  // The step rings the real control: the ring's box is the link's, with a few pixels around it.
  const link = await page.getByRole('link', { name: 'Connect A Service' }).boundingBox();
  const ring = page.locator('[data-tour-ring]');
  await expect
    .poll(async () => {
      const box = await ring.boundingBox();
      return box && link ? Math.round(box.x + box.width / 2 - (link.x + link.width / 2)) : null;
    })
    .toBe(0);
  await keepScreen(page, 'test-results/screens/tour-step.png');
  await expectNoAxeViolationsInBothSchemes(page, 'a guided tour step');
});
