import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@/api/organizations/contract';
import { renderWithProviders } from '../../../tests/setup/render';
import { DisplayNameModal } from './display-name-modal';
import { ManagedServiceForm } from './managed-service-form';

const mocks = vi.hoisted(() => ({
  updateDisplayName: vi.fn(async () => undefined),
  updateOrganization: vi.fn(async (_orgId: string, values: object) => values),
}));
vi.mock('@/api/organizations/queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/organizations/queries')>()),
  updateDisplayName: mocks.updateDisplayName,
  updateOrganization: mocks.updateOrganization,
}));

const PADDED_MESSAGE = 'Display Name cannot begin or end with a space';
const org: Organization = {
  orgId: 'org-1',
  orgName: 'River Valley Water Authority',
  displayName: 'River Valley',
  acronym: 'RVWA',
  accountId: 'acct-1',
  orgType: 'CI',
  status: 'Active',
  bypassPolicyPeerApproval: false,
};

beforeEach(() => vi.clearAllMocks());

/** Each screen that edits a display name, with a way to type a name and save it. */
const screens = {
  'the Organization Display Name modal': () =>
    renderWithProviders(<DisplayNameModal opened orgId={org.orgId} current={org.displayName} onClose={vi.fn()} />),
  'the managed-service form': () =>
    renderWithProviders(<ManagedServiceForm org={org} canEdit canChangeApproval />, {
      route: '/organizations/organization-information',
    }),
};

describe.each(Object.entries(screens))('one display-name rule in %s', (_name, render) => {
  async function typeAndSave(value: string) {
    const user = userEvent.setup();
    render();
    const input = await screen.findByRole('textbox', { name: /^Display Name/ });
    await user.clear(input);
    await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it.each([' River Valley', 'River Valley '])('refuses %j at the field and sends nothing', async (value) => {
    await typeAndSave(value);
    expect(await screen.findByText(PADDED_MESSAGE)).toBeInTheDocument();
    expect(mocks.updateDisplayName).not.toHaveBeenCalled();
    expect(mocks.updateOrganization).not.toHaveBeenCalled();
  });

  it('sends a well-formed name exactly as typed', async () => {
    await typeAndSave('River Valley Water');
    const sent = () => [
      ...mocks.updateDisplayName.mock.calls.map((call) => (call as unknown[])[1]),
      ...mocks.updateOrganization.mock.calls.map((call) => (call[1] as { displayName: string }).displayName),
    ];
    await vi.waitFor(() => expect(sent()).toEqual(['River Valley Water']));
  });
});

describe('the managed-service settings for someone who may only view them', () => {
  it('shows the values as text, not as disabled inputs', async () => {
    renderWithProviders(<ManagedServiceForm org={org} canEdit={false} canChangeApproval={false} />, {
      route: '/organizations/organization-information',
    });
    expect(await screen.findByRole('group', { name: 'Display Name' })).toHaveTextContent('River Valley');
    expect(screen.getByRole('group', { name: 'Bypass Policy Peer Approval' })).toHaveTextContent('No');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
