import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtherOrgWarning } from './other-org-warning';
import { renderWithProviders } from '../../../tests/setup/render';
import { signInAs, signInAsGlobalAdmin, signOutOfStore } from '../../../tests/setup/session-store';

afterEach(() => signOutOfStore());

describe('OtherOrgWarning', () => {
  it('tells a global administrator whose organization their changes apply to', async () => {
    signInAsGlobalAdmin();
    const onReturn = vi.fn();
    renderWithProviders(<OtherOrgWarning viewedOrgName="Acme Water" onReturn={onReturn} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are viewing Acme Water as a Service Administrator of Global. Changes you make apply to Acme Water.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Return to Global' }));
    expect(onReturn).toHaveBeenCalledOnce();
  });

  it('names a multi-agency user’s role and home organization, without a button when there is no onReturn', () => {
    signInAs({ role: 'User', roles: 'multiAgencyUser,policyManager', orgName: 'Acme Water' });
    renderWithProviders(<OtherOrgWarning viewedOrgName="River Power" />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are viewing River Power as an Agency User of Acme Water. Changes you make apply to River Power.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the display name of the home organization when given', () => {
    signInAsGlobalAdmin();
    renderWithProviders(<OtherOrgWarning viewedOrgName="Acme Water" homeOrgName="CISA" onReturn={() => {}} />);
    expect(screen.getByRole('button', { name: 'Return to CISA' })).toBeVisible();
  });
});
