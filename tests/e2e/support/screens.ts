import type { Page } from '@playwright/test';

/**
 * A picture of a screen for a person to look at (test-results/screens/), taken only when asked
 * with E2E_SCREENS=1: a full-page screenshot costs about a second on this machine and no test
 * reads it. A failing test keeps its own screenshot and trace either way (playwright.config.ts).
 */
export async function keepScreen(page: Page, path: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.E2E_SCREENS !== '1') return;
  await page.screenshot({ path, fullPage });
}
