import { readFile } from 'node:fs/promises';
import { expectNoAxeViolationsInBothSchemes, setColorScheme } from './support/axe';
import { expect, test, useServiceWorker } from './support/fixtures';
import { openInApp } from './support/route-walk';
import { expectConsole, personas, signInAs } from './support/session';
import { keepScreen } from './support/screens';

test.describe('offline', () => {
  useServiceWorker();

  test('an agency admin enrolls devices with a service token, downloads a configuration offline, then sets None', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Daniel Okafor is Agriculture's Admin; its Roaming Laptops set enrolls by One Time PIN (seed).
    await signInAs(page, personas.agencyAdmin, '/organizations/sources');
    await page.getByPlaceholder('Search for source').fill('Roaming');
    await page.getByRole('button', { name: 'Device Enrollment Roaming Laptops' }).click();
    const dialog = page.getByRole('dialog', { name: 'Device Enrollment' });
    await expect(dialog.getByRole('radio', { name: 'One Time PIN' })).toBeChecked();
    await expect(dialog.getByLabel('Email Address or Domain')).toHaveValue('usda.gov');

    await dialog.getByRole('radio', { name: 'Service Auth' }).check();
    const token = dialog.getByRole('group', { name: 'Service Token' });
    await expect(token.getByRole('group', { name: 'Expiration' })).toContainText('N/A');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    await token.getByRole('button', { name: 'Generate Token' }).click();
    await expect(token.getByText('Copy the client secret now. It is not shown again.')).toBeVisible();
    const secret = (await token.getByText(/^[0-9a-f]{64}$/).textContent())!;
    const clientId = (await token.getByRole('group', { name: 'Client ID' }).locator('div').textContent())!;
    expect(clientId).toMatch(/^[0-9a-f]{32}\.access$/);
    await expect(token.getByRole('group', { name: 'Expiration' })).toContainText(/^Expiration\d\d\/\d\d\/\d\d$/);
    await token.getByRole('button', { name: 'Copy Client Secret' }).click();
    await expect(token.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service Auth Token Updated')).toBeVisible();
    await expect(page.getByText('Device Enrollment Updated')).toBeVisible();
    await keepScreen(page, 'test-results/screens/device-enrollment.png');

    // The file is made by the demo's own backend: it downloads with the network off.
    await page.context().setOffline(true);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Linux configuration' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pdns-usda-roaming-laptops-linux.conf');
    const content = await readFile((await file.path())!, 'utf8');
    expect(content).toContain('source_set_name = "Roaming Laptops"');
    expect(content).toContain('enrollment_method = ServiceAuth');
    expect(content).toContain(`auth_client_id = ${clientId}`);
    expect(content).toMatch(/doh_url = https:\/\/[0-9a-f]+\.resolver\.pdns\.cisa\.gov\/dns-query/);
    // The dialog still shows the new secret, so the file carries it (the service checked it against its digest).
    expect(content).toContain(`auth_client_secret = ${secret}\n`);
    await page.context().setOffline(false);

    await dialog.getByRole('radio', { name: 'None' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Device Enrollment Set to None')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Saved for good: the dialog opens again on None, and the token went with Service Auth.
    await page.reload();
    await expectConsole(page);
    await page.getByPlaceholder('Search for source').fill('Roaming');
    await page.getByRole('button', { name: 'Device Enrollment Roaming Laptops' }).click();
    await expect(dialog.getByRole('radio', { name: 'None' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Service Auth' }).check();
    await expect(token.getByRole('group', { name: 'Expiration' })).toContainText('N/A');
  });
});

test('the Device Enrollment action is not offered in a managed-service organization', async ({ signedIn }) => {
  const page = await signedIn(personas.mspAdmin);
  await openInApp(page, '/organizations/sources');
  // Labor holds exclusion zones and ordinary sets alike; none offers the action.
  await expect(page.getByRole('button', { name: 'Source Set Information OIG Investigations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Source Set Information Roaming Laptops' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Device Enrollment/ })).toHaveCount(0);
});

test('the dialog passes the WCAG A/AA rules in both colour schemes', async ({ signedIn }) => {
  test.setTimeout(90_000);
  const page = await signedIn(personas.agencyAdmin);
  await openInApp(page, '/organizations/sources');
  await page.getByPlaceholder('Search for source').fill('Roaming');
  const dialog = page.getByRole('dialog', { name: 'Device Enrollment' });
  // Nothing is saved: choosing a method only changes what the dialog shows.
  await setColorScheme(page, 'light');
  await page.getByRole('button', { name: 'Device Enrollment Roaming Laptops' }).click();
  await expect(dialog.getByRole('radio', { name: 'One Time PIN' })).toBeChecked();
  await expectNoAxeViolationsInBothSchemes(page, 'Device Enrollment, One Time PIN');
  await dialog.getByRole('radio', { name: 'Service Auth' }).check();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolationsInBothSchemes(page, 'Device Enrollment, Service Auth without a token');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
