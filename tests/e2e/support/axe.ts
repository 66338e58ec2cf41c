import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type ColorScheme = 'light' | 'dark';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG A/AA rules whose outcome a colour scheme can change: it swaps colours and nothing else
 * (no element, name, role or order), so the second scheme needs only these.
 */
const SCHEME_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeScope {
  /** Check only this part of the page (a CSS selector), e.g. a route's main content once the shell around it was checked. */
  within?: string;
}

/** The scheme Mantine has applied to the document. */
export const colorSchemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/**
 * Chooses a colour scheme with the visible control (the header's when signed in, the sign-in
 * card's otherwise), as a user would, and waits until the page shows it.
 */
export async function setColorScheme(page: Page, scheme: ColorScheme | 'auto'): Promise<void> {
  const label = { light: 'Light', dark: 'Dark', auto: 'Auto' }[scheme];
  const group = page.getByRole('radiogroup', { name: 'Color scheme' });
  await group.locator('label').filter({ hasText: label }).click();
  await expect(group.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
  if (scheme !== 'auto') await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Waits for the page's finite animations and transitions to end (a menu fading in, colours moving
 * to a new scheme): axe measures contrast through opacity, so a half-faded element reads as a
 * failure that no person would see. Endless ones (loaders, skeletons) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** WCAG 2.0/2.1 A and AA rules over the page (or `within`); any violation fails with its targets. */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  { within, rules }: AxeScope & { rules?: string[] } = {},
): Promise<void> {
  const analyze = async () => {
    await settled(page);
    // Legacy mode runs axe in the page itself. The default opens a blank page of its own to put
    // the frames' results together, a second of every check here; the console has no frames.
    const builder = new AxeBuilder({ page }).setLegacyMode(true);
    if (within) builder.include(within);
    return (rules ? builder.withRules(rules) : builder.withTags(WCAG_A_AA)).analyze();
  };
  const scheme = await colorSchemeOf(page);
  let results = await analyze();
  // A notice that closes itself can begin to fade out while axe runs, after `settled` looked:
  // axe then blends its text into the background through the opacity and reports a contrast
  // failure that no person reads. What is still there once the page has settled again is real.
  if (results.violations.length > 0) results = await analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes
      .slice(0, 5)
      .map((n) => ({ target: n.target.join(' '), why: n.failureSummary?.split('\n')[1]?.trim() })),
  }));
  expect(summary, `accessibility violations on ${what} (${scheme} scheme)`).toEqual([]);
}

/**
 * The same state checked in both schemes without leaving it: an open menu or dialog would close
 * if the header's control were clicked, so the scheme is flipped on the document, which is all
 * Mantine's scheme is (every colour is a CSS variable under `data-mantine-color-scheme`; only the
 * control itself reads the scheme in script). The control and its persistence have their own test.
 * Every rule runs in the scheme shown, the colour rules in the other (a full second pass cost as
 * much as the first and could only find what these find).
 */
export async function expectNoAxeViolationsInBothSchemes(
  page: Page,
  what: string,
  scope: AxeScope = {},
): Promise<void> {
  const shown = (await colorSchemeOf(page)) === 'dark' ? 'dark' : 'light';
  const flip = (scheme: ColorScheme) =>
    page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
  await expectNoAxeViolations(page, what, scope);
  await flip(shown === 'dark' ? 'light' : 'dark');
  try {
    await expectNoAxeViolations(page, what, { ...scope, rules: SCHEME_RULES });
  } finally {
    await flip(shown);
  }
}
