import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppHeader } from './app-header';
import { openUserGuide } from '@/components/user-guide-events';
import { demoPanel } from '@/lib/demo-panel';
import { renderInLayout } from '../../../tests/setup/render';
import { signInAs, signInAsGlobalAdmin, signOutOfStore } from '../../../tests/setup/session-store';

const build = vi.hoisted(() => ({ orgType: 'CI' as 'CI' | 'FCEB', isDemo: true }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    config: {
      ...actual.config,
      supportEmail: 'help@pdns.example.gov',
      supportPhone: '(888) 555-0199',
      contractor: 'Example Operations Corp',
      get orgType() {
        return build.orgType;
      },
    },
    get isDemo() {
      return build.isDemo;
    },
  };
});

beforeEach(() => {
  build.orgType = 'CI';
  build.isDemo = true;
  signInAs();
});
afterEach(() => signOutOfStore());

const renderHeader = (onSignOut = () => {}, path = '/policy-editor') =>
  renderInLayout(<AppHeader onSignOut={onSignOut} />, { path });

async function openResources() {
  await userEvent.click(screen.getByRole('button', { name: 'Resources' }));
  return screen.findByRole('menu');
}

describe('AppHeader', () => {
  it('links the product name home and shows the Critical Infrastructure subtitle in the CI build', async () => {
    await renderHeader();
    const home = screen.getByRole('link', { name: /Protective DNS/ });
    expect(home).toHaveAttribute('href', '/dashboard');
    expect(within(home).getByText('Critical Infrastructure')).toBeVisible();
  });

  it('shows no subtitle in the federal civilian build', async () => {
    build.orgType = 'FCEB';
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Protective DNS' })).toBeVisible();
    expect(screen.queryByText('Critical Infrastructure')).not.toBeInTheDocument();
  });

  it('marks the demo build with a described DEMO DATA badge, and live builds without one', async () => {
    const { unmount } = await renderHeader();
    const badge = screen.getByText('DEMO DATA');
    expect(badge.closest('[aria-description]')).toHaveAttribute(
      'aria-description',
      'This console is running on an in-browser demo service; no real data is shown.',
    );
    // The badge is the demo control panel's button (its keyboard shortcut is Alt+Shift+D).
    await userEvent.click(screen.getByRole('button', { name: 'DEMO DATA' }));
    expect(demoPanel.current()).toBe('clock');
    demoPanel.close();
    unmount();

    build.isDemo = false;
    await renderHeader();
    expect(screen.queryByText('DEMO DATA')).not.toBeInTheDocument();
  });

  it('lists the Resources for a tenant user, including Global Policy Dispute', async () => {
    await renderHeader();
    const menu = await openResources();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Homeland Security Information Network (opens in a new tab)',
      'Global Policy Dispute',
      'User Guide',
      'About',
      'Get Help',
    ]);
    const hsin = within(menu).getByRole('menuitem', { name: /Homeland Security Information Network/ });
    expect(hsin).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(hsin).toHaveAttribute('target', '_blank');
    expect(hsin).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides Global Policy Dispute from a global user', async () => {
    signInAsGlobalAdmin();
    await renderHeader();
    const menu = await openResources();
    expect(within(menu).getByRole('menuitem', { name: 'User Guide' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Global Policy Dispute' })).not.toBeInTheDocument();
  });

  it('hides Global Policy Dispute when nobody is signed in', async () => {
    signOutOfStore();
    await renderHeader();
    const menu = await openResources();
    expect(within(menu).queryByRole('menuitem', { name: 'Global Policy Dispute' })).not.toBeInTheDocument();
  });

  it('opens Global Policy Dispute carrying the current path in its search', async () => {
    const { router } = await renderHeader(undefined, '/policy-editor?page=2');
    const menu = await openResources();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Global Policy Dispute' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/global-policy-dispute'));
    expect(router.state.location.search).toEqual({ from: '/policy-editor?page=2' });
  });

  it('opens the menu from the keyboard', async () => {
    await renderHeader();
    screen.getByRole('button', { name: 'Resources' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
  });

  it('shows the release under Management Application Version', async () => {
    await renderHeader();
    await userEvent.click(within(await openResources()).getByRole('menuitem', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'Management Application Version' });
    expect(within(dialog).getByText('Release: 2.7.7')).toBeVisible();
    expect(within(dialog).getByText('Release Date: 7/31/2025')).toBeVisible();
  });

  it('shows the support contacts and who to call about technical difficulties', async () => {
    await renderHeader();
    await userEvent.click(within(await openResources()).getByRole('menuitem', { name: 'Get Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Help' });
    for (const link of within(dialog).getAllByRole('link', { name: 'help@pdns.example.gov' })) {
      expect(link).toHaveAttribute('href', 'mailto:help@pdns.example.gov');
    }
    for (const link of within(dialog).getAllByRole('link', { name: '(888) 555-0199' })) {
      expect(link).toHaveAttribute('href', 'tel:+18885550199');
    }
    expect(within(dialog).getByText('I am experiencing technical difficulties')).toBeVisible();
    expect(within(dialog).getByText(/Contact Example Operations Corp at/)).toBeVisible();
  });

  it('opens the User Guide modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Contents', { headers: { 'content-type': 'text/markdown' } })),
    );
    await renderHeader();
    await userEvent.click(within(await openResources()).getByRole('menuitem', { name: 'User Guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Guide' });
    expect(await within(dialog).findByRole('heading', { name: 'Contents' })).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('opens the User Guide when a screen asks for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Contents', { headers: { 'content-type': 'text/markdown' } })),
    );
    await renderHeader();
    expect(screen.queryByRole('dialog', { name: 'User Guide' })).toBeNull();
    act(() => openUserGuide());
    const dialog = await screen.findByRole('dialog', { name: 'User Guide' });
    expect(await within(dialog).findByRole('heading', { name: 'Contents' })).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('signs out', async () => {
    const onSignOut = vi.fn();
    await renderHeader(onSignOut);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
