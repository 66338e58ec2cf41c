import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { type OnboardingCall, useOnboardOrganization } from '@/api/organizations/mutations';
import { DATA_RETENTION_DAYS } from '@/api/organizations/contract';
import type { UserInput } from '@/api/users/contract';
import { assignableRoles } from '@/api/users/permissions';
import { findUsersByEmail } from '@/api/users/queries';
import { useSignedInUser } from '@/api/session/store';
import { PageHeader } from '@/components/page-header';
import { config } from '@/config/env';
import { notify } from '@/lib/notify';
import { UserForm } from '../users/user-form';
import { MISSING_DRAFT_MESSAGE, type OnboardingDraft, onboardedMessage, onboardingDraft } from './onboarding-draft';
import { stepOneErrorsOf } from './onboarding-errors';
import { OnboardingStepper } from './onboarding-stepper';
import { useLeaveOnboarding } from './use-leave-onboarding';

function onboardingCall(
  draft: OnboardingDraft,
  { orgId: _potentialId, ...user }: UserInput,
  confirmExisting: boolean,
): OnboardingCall {
  const common = { potentialOrgId: draft.potentialOrgId, displayName: draft.displayName, user, confirmExisting };
  return config.managedService
    ? {
        managedService: true,
        input: {
          ...common,
          settings: { dataRetentionDays: DATA_RETENTION_DAYS, policyApprovalWorkflow: draft.policyApprovalWorkflow },
        },
      }
    : { managedService: false, input: { ...common, managementNetworks: draft.managementNetworks } };
}

/**
 * Spec 1 §2, onboarding step 2: the user form in create mode. Saving it onboards the whole
 * organization in one call; without step 1's draft (another tab finished or cancelled it) the
 * user is sent back to step 1 with the spec's message.
 */
export function UserStep() {
  const navigate = useNavigate();
  const onboard = useOnboardOrganization();
  const leave = useLeaveOnboarding();
  const [draft] = useState(onboardingDraft.read);
  const created = useRef<string | null>(null);
  // The new organization does not exist yet: the operator's own organization (Global) is the
  // scope whose search covers every organization's users.
  const operatorOrgId = useSignedInUser().user.orgId;
  const existsElsewhere = async (email: string) => (await findUsersByEmail(operatorOrgId, email)).length > 0;

  const submit = async (input: UserInput, confirmExisting: boolean) => {
    const current = onboardingDraft.read();
    if (!current) {
      notify.error({ message: MISSING_DRAFT_MESSAGE });
      // The form's own unsaved-changes guard must not hold this redirect; the call never settles.
      await navigate({ to: '/organizations/onboard', replace: true, ignoreBlocker: true });
      return new Promise<never>(() => {});
    }
    try {
      const { organization } = await onboard.mutateAsync(onboardingCall(current, input, confirmExisting));
      created.current = organization.orgName;
      return organization;
    } catch (error) {
      const stepOne = stepOneErrorsOf(error);
      if (!stepOne) throw error;
      // The refusal is of step 1's entries: they are fixed there, where the field shows it.
      onboardingDraft.saveStepOneErrors(stepOne);
      await navigate({ to: '/organizations/onboard', ignoreBlocker: true });
      return new Promise<never>(() => {});
    }
  };

  const onSaved = async () => {
    onboardingDraft.clear();
    notify.success({ message: onboardedMessage(created.current ?? draft?.orgName ?? 'organization') });
    // The organization is saved, so nothing is left unsaved.
    await navigate({ to: '/organizations/users', ignoreBlocker: true });
  };

  return (
    <>
      <PageHeader title="Add New Organization" />
      <OnboardingStepper active={1} />
      {draft && (
        <Paper withBorder p="md" mb="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Summary label="Organization Name and Acronym" value={draft.orgLabel} />
            <Summary label="Display Name" value={draft.displayName} />
          </SimpleGrid>
        </Paper>
      )}
      <UserForm
        mode="create"
        orgId={draft?.potentialOrgId ?? ''}
        assignableRoles={assignableRoles(draft?.orgName ?? '')}
        submit={submit}
        existsElsewhere={existsElsewhere}
        onSaved={() => void onSaved()}
        onCancel={leave}
        extraActions={
          <Button variant="default" onClick={() => void navigate({ to: '/organizations/onboard' })}>
            Back
          </Button>
        }
      />
    </>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}
