import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrgType } from '@/config/env';
import { RULES_OF_BEHAVIOR_ERROR, RulesOfBehaviorModal } from './rules-of-behavior-modal';
import { signInAs, signedInUser } from './test-fixtures';
import { renderWithProviders } from '../../../tests/setup/render';
import { needsRulesOfBehavior } from './use-rules-of-behavior';

const mocks = vi.hoisted(() => ({
  env: { config: {} as { orgType: OrgType } },
  fetchRulesOfBehavior: vi.fn(),
  signRulesOfBehavior: vi.fn(),
}));

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: Object.assign(mocks.env.config, actual.config) };
});
vi.mock('@/api/session/queries', () => ({
  fetchRulesOfBehavior: mocks.fetchRulesOfBehavior,
  signRulesOfBehavior: mocks.signRulesOfBehavior,
}));

const signedVersion = (version: string | null) =>
  mocks.fetchRulesOfBehavior.mockResolvedValue({
    email: signedInUser.email,
    orgId: signedInUser.orgId,
    mostRecentRulesOfBehaviorSigned: version,
  });

beforeEach(() => {
  vi.clearAllMocks();
  mocks.env.config.orgType = 'CI';
  signInAs();
});

async function renderModal() {
  renderWithProviders(<RulesOfBehaviorModal />);
  await vi.waitFor(() =>
    expect(mocks.fetchRulesOfBehavior).toHaveBeenCalledWith(signedInUser.email, signedInUser.orgId),
  );
}

describe('needsRulesOfBehavior', () => {
  it('compares versions as numbers', () => {
    expect(needsRulesOfBehavior(null, '0000000000000001')).toBe(true);
    expect(needsRulesOfBehavior('', '0000000000000001')).toBe(true);
    expect(needsRulesOfBehavior('0000000000000000', '0000000000000001')).toBe(true);
    expect(needsRulesOfBehavior('1', '0000000000000001')).toBe(false);
    expect(needsRulesOfBehavior('0000000000000003', '0000000000000002')).toBe(false);
    expect(needsRulesOfBehavior('9007199254740993', '9007199254740992')).toBe(false);
    expect(needsRulesOfBehavior('garbage', '0000000000000001')).toBe(true);
  });
});

describe.each([
  { orgType: 'CI' as const, current: '0000000000000001', below: '0000000000000000', date: 'November 2023' },
  { orgType: 'FCEB' as const, current: '0000000000000002', below: '0000000000000001', date: 'November 2021' },
])('RulesOfBehaviorModal ($orgType build)', ({ orgType, current, below, date }) => {
  beforeEach(() => {
    mocks.env.config.orgType = orgType;
  });

  it('shows the rules when the user never signed them', async () => {
    signedVersion(null);
    await renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Rules of Behavior' });
    expect(dialog).toHaveTextContent(date);
  });

  it('shows the rules when the signed version is below the current one', async () => {
    signedVersion(below);
    await renderModal();
    expect(await screen.findByRole('dialog', { name: 'Rules of Behavior' })).toBeInTheDocument();
  });

  it('does not show the rules when the current version is signed', async () => {
    signedVersion(current);
    await renderModal();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs the current version and closes on success', async () => {
    const user = userEvent.setup();
    signedVersion(null);
    mocks.signRulesOfBehavior.mockResolvedValue({ mostRecentRulesOfBehaviorSigned: current });
    await renderModal();
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /I have read and understand/ }));
    await user.click(accept);
    expect(mocks.signRulesOfBehavior).toHaveBeenCalledWith(signedInUser.email, signedInUser.orgId, current);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('RulesOfBehaviorModal states', () => {
  it('treats a failed look-up as unsigned and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.fetchRulesOfBehavior.mockRejectedValue(new Error('offline'));
    await renderModal();
    expect(await screen.findByRole('dialog', { name: 'Rules of Behavior' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows Accept as loading while pending, then the error text on failure and stays open', async () => {
    const user = userEvent.setup();
    signedVersion(null);
    let fail: (error: Error) => void = () => undefined;
    mocks.signRulesOfBehavior.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    await renderModal();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(screen.getByRole('button', { name: 'Accept' })).toHaveAttribute('data-loading', 'true');
    fail(new Error('server down'));
    expect(await screen.findByText(RULES_OF_BEHAVIOR_ERROR)).toBeInTheDocument();
    expect(RULES_OF_BEHAVIOR_ERROR).toBe('An error occurred. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Rules of Behavior' })).toBeInTheDocument();

    mocks.signRulesOfBehavior.mockResolvedValueOnce({ mostRecentRulesOfBehaviorSigned: '0000000000000001' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    signedVersion(null);
    await renderModal();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Rules of Behavior' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });
});
