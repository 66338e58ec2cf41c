import { type Page, expect } from '@playwright/test';

/** The 6-digit code of the newest Request Access e-mail to the address, read from the mock's outbox. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  const bodies = await page.evaluate(
    async (to) =>
      (await window.__pdnsMock!.outbox())
        .filter((mail) => mail.kind === 'auth.verifyEmail' && mail.to.includes(to))
        .map((mail) => mail.body),
    email,
  );
  const code = bodies.at(-1)?.match(/\b\d{6}\b/)?.[0];
  expect(code, `a verification code mailed to ${email}`).toBeDefined();
  return code!;
}

/** Request Access, step two: types the mailed code and verifies, as the person would from their mailbox. */
export async function verifyMailedCode(page: Page, email: string): Promise<void> {
  await expect(page.getByText(`We sent a 6-digit code to ${email}. Enter it to send your request.`)).toBeVisible();
  await page.getByLabel('Code').fill(await mailedCode(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
}
