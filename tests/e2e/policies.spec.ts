import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { expectConsole, personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

/*
 * The policy lifecycle as people live it (spec 2 §2.1, §2.2, §4, §6): two policy managers of
 * Agriculture take turns, a read-only analyst looks, a managed-service admin approves their own
 * change. Detail (every field, message and refusal) is in the screen and handler tests.
 */

const approver = personas.policyApprover;

interface Mail {
  kind: string;
  to: string[];
  subject: string;
}
const outbox = (page: Page) =>
  page.evaluate(async () => (await window.__pdnsMock!.outbox()) as { kind: string; to: string[]; subject: string }[]);

async function switchPersona(page: Page, name: string, path: string) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${name},`) }).click();
  await expectConsole(page);
  await openInApp(page, path);
}

/** Runs the impact analysis and refreshes until it has finished (the mock's job takes 10 s of its clock). */
async function analyse(page: Page) {
  await page.getByRole('button', { name: 'Run Impact Analysis' }).click();
  await expect(page.getByRole('progressbar', { name: 'Impact analysis progress' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('table', { name: 'Impact analysis results' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [2000] });
}

const policyRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('one policy manager creates, analyses and submits a policy; a second approves it and it is enforced', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, personas.agencyAdmin, '/policy-editor');
  await expect(page.getByRole('heading', { name: 'Policy Editor', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Policy' }).click();

  const name = 'Block Payroll Lookalikes';
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Typosquats of the payroll portal.');
  await page.getByRole('radio', { name: 'Block', exact: true }).check();
  await page.getByRole('button', { name: 'Add Expression' }).click();
  await page.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'is in', exact: true }).click();
  await page.getByLabel('Values').fill('payroll-usda.xyz, usda-payroll.top');
  await page.getByLabel('Values').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New', { exact: true }).first()).toBeVisible();

  await analyse(page);
  await keepScreen(page, 'test-results/screens/policy-analysed.png');
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for Approval' });
  await dialog.getByRole('checkbox', { name: new RegExp(approver) }).check();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(personas.agencyAdmin) })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/policy-editor(\?|$)/);
  await expect(policyRow(page, name)).toContainText('Pending Approval');
  await expect(page.getByText('Recently Updated Changes')).toBeVisible();
  const request = (await outbox(page)).filter((mail: Mail) => mail.kind === 'policy.approvalRequest').at(-1);
  expect(request?.to).toEqual(['ruth.castellanos@usda.gov']);

  // The submitter may not decide on their own change.
  await policyRow(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await switchPersona(page, approver, '/policy-editor');
  await policyRow(page, name).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to approve this policy?' });
  await expect(confirm).toContainText('This policy cannot be undone.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Enforcing', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Status History' }).click();
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText('Approved');
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText(approver);
  await keepScreen(page, 'test-results/screens/policy-approved.png');
  // The approval is in the demo's stored database: a reload still shows it in force.
  await page.reload();
  await expectConsole(page);
  await expect(page.getByRole('heading', { name: 'View Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Enforcing', { exact: true }).first()).toBeVisible();
});

test('disabling an enforcing policy waits for a second policy manager', async ({ page }) => {
  test.setTimeout(180_000);
  const name = 'Block Cryptomining';
  await signInAs(page, personas.agencyAdmin, '/policy-editor');
  await page.getByRole('radio', { name: 'Active' }).check({ force: true });
  const actions = () => policyRow(page, name).getByRole('button', { name: `Actions for ${name}` });
  /**
   * The row's menu mounts on first use and closes if the list refreshes under it (in CI the item
   * was once detached between showing and the click): open it and choose until the item's dialog
   * (named as the item) shows.
   */
  const choose = async (item: string) => {
    const menuItem = page.getByRole('menuitem', { name: item });
    await expect(async () => {
      if (!(await menuItem.isVisible())) await actions().click({ timeout: 2000 });
      await menuItem.click({ timeout: 2000 });
      await expect(page.getByRole('dialog', { name: item })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  };
  await expect(policyRow(page, name)).toContainText('Enforcing');
  await choose('Disable Policy');
  await page.getByRole('dialog', { name: 'Disable Policy' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Policy submitted for disable')).toBeVisible();
  await expect(policyRow(page, name)).toContainText('Pending Disable');
  // Daniel asked for it, so he is offered no decision on it.
  await expect(actions()).toHaveCount(0);

  await switchPersona(page, approver, '/policy-editor?statusFilterType=ACTIVE');
  await expect(policyRow(page, name)).toContainText('Pending Disable');
  await choose('Approve Disable');
  await page.getByRole('dialog', { name: 'Approve Disable' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Policy disabled')).toBeVisible();
  await expect(policyRow(page, name)).toContainText('Disabled');
});

test('a read-only analyst sees policies but no way to change them', async ({ signedIn }) => {
  const page = await signedIn(personas.tenantUser);
  await openInApp(page, '/policy-editor');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Policy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});

test('a managed-service admin approves their own change (the organization bypasses peer approval)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, personas.mspAdmin, '/policy-editor/create');
  const name = 'Block Remote Desktop Brokers';
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'Block', exact: true }).check();
  await page.getByRole('button', { name: 'Add Expression' }).click();
  await page.getByLabel('Value', { exact: true }).fill('remote-broker.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await analyse(page);
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for Approval' });
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await policyRow(page, name).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Enforcing', { exact: true }).first()).toBeVisible();
});

test('an agency analyst disputes a global policy and the provider is told', async ({ page }) => {
  await signInAs(page, personas.tenantUser, '/organizations');
  await page.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: 'Global Policy Dispute' }).click();
  await page.getByRole('combobox', { name: 'Disputed global policy' }).click();
  await page.getByRole('option', { name: 'Category Test Domains' }).click();
  await page.getByLabel('Domain or hosts impacted by this policy').fill('weather.gov');
  await page.getByLabel('Provide additional details').fill('Forecasts are blocked at field offices.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('A Global Policy Dispute was successfully submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/organizations/);
  const mails = await outbox(page);
  expect(mails.some((mail: Mail) => mail.kind === 'policy.dispute')).toBe(true);
});
