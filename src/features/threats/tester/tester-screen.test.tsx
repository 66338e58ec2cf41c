import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

useScreenTests();

describe('Policy Tester', () => {
  it('explains a query from the address, and tests another from the form', async () => {
    await renderRoute('/threats/policy-tester?indicator=cryptomining.testcategory.com&sourceSetId=ss-usda-001', {
      persona: 'tenantAdmin',
    });
    expect(await screen.findByText('Blocked')).toBeVisible();
    const decision = screen.getByRole('region', { name: /cryptomining.testcategory.com/ });
    expect(within(decision).getByText(/Priority 1 \(precedence 0\)/)).toBeVisible();
    const losers = screen.getByRole('table', { name: 'Also matched, but later in precedence' });
    expect(within(losers).getByRole('link', { name: 'Block Cryptomining' })).toBeVisible();
    expect(within(losers).getByText('Priority 5 (precedence 7)')).toBeVisible();

    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: /Domain name/ });
    await user.clear(box);
    await user.paste('login.gov');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Allowed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Allow Federal Sign-In Services' })).toBeVisible();
  });
});
