import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/api/session/store';
import { demoPanel } from '@/lib/demo-panel';

useScreenTests();

async function switchTo(name: string) {
  act(() => demoPanel.open('personas'));
  const panel = await screen.findByRole('dialog', { name: 'Demo controls' });
  await userEvent.setup().click(await within(panel).findByRole('button', { name: `Switch to ${name}` }));
}

describe('switching persona from the demo panel', () => {
  it('lists the personas with organization and roles, the signed-in one marked', async () => {
    await renderRoute('/dashboard', { persona: 'tenantAdmin' });
    act(() => demoPanel.open('personas'));
    const list = await screen.findByRole('list', { name: 'Personas' });
    const daniel = within(list).getByText('Daniel Okafor').closest('li')!;
    expect(within(daniel).getByText('Signed in')).toBeVisible();
    expect(within(daniel).getByText(/Agriculture/)).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Switch to Hannah Kim' })).toBeEnabled();
    act(() => demoPanel.close());
  });

  it('stays on a page the new persona may open', async () => {
    const { router } = await renderRoute('/policy-editor', { persona: 'tenantAdmin' });
    await switchTo('Hannah Kim');
    await waitFor(() => expect(sessionStore.get().user?.email).toMatch(/^hannah\./));
    expect(await screen.findByText('Still on Policy Editor.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/policy-editor');
    act(() => demoPanel.close());
  });

  it('moves to the Dashboard from a page the new persona may not open, and says so', async () => {
    const { router } = await renderRoute('/organizations/users', { persona: 'tenantAdmin' });
    await switchTo('Sam Rivera');
    expect(await screen.findByText('Sam Rivera cannot open User Management; showing the Dashboard.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.get().user?.email).toMatch(/^sam\./);
    act(() => demoPanel.close());
  });
});
