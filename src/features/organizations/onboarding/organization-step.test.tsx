import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '@/components/unsaved-changes-guard';
import { renderWithProviders } from '../../../../tests/setup/render';
import { onboardingDraft } from './onboarding-draft';
import { OrganizationStep } from './organization-step';
import { pasteInto } from '../../../../tests/setup/paste-into';

vi.mock('@/api/organizations/queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/organizations/queries')>()),
  potentialOrganizationListQuery: () => ({
    queryKey: ['organizations', 'potential'],
    queryFn: async () => [{ id: 'potential-va', name: 'Department of Veterans Affairs', acronym: 'VA' }],
  }),
}));

beforeEach(() => sessionStorage.clear());

const renderStep = () => renderWithProviders(<OrganizationStep />, { route: '/organizations/onboard' });
const displayName = () => screen.findByRole('textbox', { name: /^Display Name/ });
const cancel = () => screen.findByRole('button', { name: 'Cancel' });

describe('onboarding step 1', () => {
  it('keeps what is typed, so a reload before Next loses nothing', async () => {
    const user = userEvent.setup();
    const first = renderStep();
    await pasteInto(user, await displayName(), 'Veterans Affairs');
    expect(onboardingDraft.readStepOne()).toMatchObject({ displayName: 'Veterans Affairs' });
    first.unmount();

    renderStep();
    expect(await displayName()).toHaveValue('Veterans Affairs');
  });

  it('asks before leaving with entries, also after a reload brought them back', async () => {
    const user = userEvent.setup();
    onboardingDraft.saveStepOne({
      potentialOrgId: '',
      displayName: 'Veterans Affairs',
      managementNetworks: [],
      policyApprovalWorkflow: 'disabled',
    });
    renderStep();
    await user.click(await cancel());
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(onboardingDraft.readStepOne()).toBeNull();
  });

  it('lets an untouched step go without asking', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(await cancel());
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).not.toBeInTheDocument();
  });
});
