import { dismissNotifications } from './support/app';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

const jobsTable = (page: Page) => page.getByRole('table', { name: /^Log push jobs of / });
const streamsTable = (page: Page) => page.getByRole('table', { name: /^DNS Streams of / });

/** Send a token, read it from the demo's simulated destination, verify it, enable, save. */
async function proveAndSave(page: Page, shot: string) {
  const send = page.getByRole('button', { name: 'Send Token' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText(/The token file pdns-ownership-[0-9a-f]+\.txt was written/)).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Enable/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Open simulated destination' }).click();
  const token = (await page.getByTestId('token-file-content').first().textContent())!.trim();
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  await page.getByLabel('Ownership Token').fill(token);
  await page.getByRole('button', { name: 'Verify Token' }).click();
  await expect(
    page.getByText('Token successfully verified. You can now submit this form to enable the log push.'),
  ).toBeVisible();
  await page.getByRole('switch', { name: /^Enable/ }).check({ force: true });
  await keepScreen(page, `test-results/screens/${shot}.png`);
  await page.getByRole('button', { name: 'Save' }).click();
  const created = page.getByRole('alert').filter({ hasText: 'Log push successfully created.' });
  await expect(created).toBeVisible();
  // Dismissed, so the next save's notice is the only one.
  await created.getByRole('button').click();
  await expect(created).toHaveCount(0);
  await expect(page).toHaveURL(/\/logs\/log-push$/);
}

test('a managed-service admin connects an S3 bucket and a Splunk collector until the limit of 4', async ({ page }) => {
  // Kevin Park administers Labor, the seed's account-linked organization (not Global).
  await signInAs(page, personas.mspAdmin, '/logs/log-push');
  await expect(jobsTable(page)).toContainText('dol-s3-archive');
  await expect(jobsTable(page)).toContainText('Last error');
  await keepScreen(page, 'test-results/screens/log-push-list.png');

  await page.getByRole('link', { name: 'Connect A Service' }).click();
  await expect(page.getByRole('heading', { name: 'Connect a Service' })).toBeVisible();
  await page.getByLabel('Job Name').fill('dol-gov-bucket');
  await page.getByLabel('Access Key ID').fill('AKIAQ4X7RM2EXAMPLE02');
  await page.getByLabel('Secret Access Key').fill('wJalrXUtnFEMI/K7MDENG/bPxRfiCY');
  await page.getByLabel('Bucket Path').fill('dol-gov-bucket/dns');
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'us-gov-east-1' }).click();
  await expect(page.getByRole('button', { name: 'Send Token' })).toBeDisabled();
  await page.getByLabel('Endpoint URL').fill('s3.us-gov-east-1.amazonaws.com');
  await proveAndSave(page, 'log-push-s3-verified');
  await expect(jobsTable(page).getByRole('row', { name: /dol-gov-bucket/ })).toContainText('Active');

  await page.getByRole('link', { name: 'Connect A Service' }).click();
  await page.getByRole('combobox', { name: 'DNS Log Push Service' }).click();
  await page.getByRole('option', { name: 'Splunk' }).click();
  await page.getByLabel('Job Name').fill('dol-hec');
  await page.getByRole('textbox', { name: /^URL/ }).fill('https://hec.dol.example.gov:8088');
  await page.getByLabel('Channel ID').fill('chan-42');
  await page.getByLabel('Auth Token').fill('Splunk 1234');
  await page.getByLabel('Source Type').fill('pdns:dns');
  await page.getByRole('button', { name: 'Send Token' }).click();
  await expect(page.getByText('Auth Token must be URL-encoded, such as Splunk%20<token>')).toBeVisible();
  await page.getByLabel('Auth Token').fill('Splunk%201234');
  await proveAndSave(page, 'log-push-splunk-verified');
  await expect(jobsTable(page).getByRole('row', { name: /dol-hec/ })).toContainText('Active');

  // Four jobs: Connect A Service is disabled, and the warning says why.
  await expect(page.getByRole('button', { name: 'Connect A Service' })).toBeDisabled();
  await expect(page.getByText('This organization has reached the maximum of 4 configured log jobs.')).toBeVisible();
  await keepScreen(page, 'test-results/screens/log-push-list-full.png');

  // View the new job, disable it, then delete it.
  await jobsTable(page).getByRole('link', { name: 'dol-hec' }).click();
  await expect(page.getByText('This log push is active')).toBeVisible();
  await expect(page.getByLabel('Auth Token')).toHaveAttribute('placeholder', 'In Use');
  await keepScreen(page, 'test-results/screens/log-push-view.png');
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable log push' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Log push successfully disabled')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete log push' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Log push successfully deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/logs\/log-push$/);
  await expect(jobsTable(page)).not.toContainText('dol-hec');
  await expect(page.getByRole('link', { name: 'Connect A Service' })).toBeVisible();
});

test('a managed-service admin creates a DNS stream, views it and deletes it', async ({ page }) => {
  await signInAs(page, personas.mspAdmin, '/logs/dns-streams');
  await expect(streamsTable(page)).toContainText('Headquarters blocks');
  await keepScreen(page, 'test-results/screens/dns-streams.png');
  await page.getByRole('link', { name: 'Add New Stream' }).click();
  await page.getByLabel('Stream Name').fill('SOC feed');
  await page.getByLabel('Description').fill('Blocked queries for the SOC');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Select at least one source set')).toBeVisible();
  await page.getByRole('combobox', { name: 'Source Set' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await keepScreen(page, 'test-results/screens/dns-stream-form.png');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Log stream successfully created')).toBeVisible();

  await streamsTable(page).getByRole('link', { name: 'SOC feed' }).click();
  await expect(page.getByText('Action is block')).toBeVisible();
  await expect(page.getByText(/s3:\/\/pdns-streams-418295730164\/soc-feed-/)).toBeVisible();
  await keepScreen(page, 'test-results/screens/dns-stream-view.png');
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await dismissNotifications(page);
  await streamsTable(page).getByRole('button', { name: 'Actions for SOC feed' }).click();
  await page.getByRole('menuitem', { name: 'Delete Stream' }).click();
  await page.getByRole('dialog', { name: 'Delete Stream' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Log stream successfully deleted')).toBeVisible();
  await expect(streamsTable(page)).not.toContainText('SOC feed');
});
