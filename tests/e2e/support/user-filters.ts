import { type Locator, type Page, expect } from '@playwright/test';

/** The users table's filter popover (Organization, Roles, Status). */
export const filterPopover = (page: Page): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Filter Users' }) });

/**
 * Keyboard only: type to narrow a filter's list, arrow to the first match, Enter to pick it.
 * Escape then closes the list (it stays open for more picks) but not the filter popover.
 */
export async function pickFilterOption(filters: Locator, field: string, text: string): Promise<void> {
  const input = filters.getByRole('combobox', { name: field });
  await input.fill(text);
  await input.press('ArrowDown');
  await input.press('Enter');
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}
