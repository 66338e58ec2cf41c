import { Button, Group, Paper, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import {
  DATA_RETENTION_DAYS,
  ORG_SELECTION_REQUIRED,
  type PolicyApprovalWorkflow,
  potentialOrgApproveEndpoint,
} from '@/api/organizations/contract';
import { potentialOrganizationListQuery } from '@/api/organizations/queries';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { config } from '@/config/env';
import { NetworksDraftSection } from './networks-draft-section';
import { onboardingDraft } from './onboarding-draft';
import { OnboardingStepper } from './onboarding-stepper';
import { useLeaveOnboarding } from './use-leave-onboarding';

interface Values {
  potentialOrgId: string;
  displayName: string;
  managementNetworks: ManagementNetworkInput[];
  policyApprovalWorkflow: PolicyApprovalWorkflow;
}

/** The onboarding call's own rules for the organization and its display name. */
const stepOneRules = schemaResolver(v.pick(potentialOrgApproveEndpoint.request, ['potentialOrgId', 'displayName']), {
  sync: true,
});
const BLANK: Values = {
  potentialOrgId: '',
  displayName: '',
  managementNetworks: [],
  policyApprovalWorkflow: 'disabled',
};

/** Anything entered counts, including what came back from storage after a reload. */
const hasEntries = (values: Values): boolean =>
  values.potentialOrgId !== BLANK.potentialOrgId ||
  values.displayName !== BLANK.displayName ||
  values.managementNetworks.length > 0 ||
  values.policyApprovalWorkflow !== BLANK.policyApprovalWorkflow;

function initialValues(): Values {
  const typed = onboardingDraft.readStepOne();
  if (typed) return typed;
  const draft = onboardingDraft.read();
  if (!draft) return BLANK;
  const { potentialOrgId, displayName, managementNetworks, policyApprovalWorkflow } = draft;
  return { potentialOrgId, displayName, managementNetworks, policyApprovalWorkflow };
}

/** Spec 1 §2, onboarding step 1: which organization, its display name, and networks or settings. */
export function OrganizationStep() {
  const navigate = useNavigate();
  const potential = useQuery(potentialOrganizationListQuery());
  const [initial] = useState(initialValues);
  // Step 2's call refused something of step 1: shown at its field on the way back.
  const [initialErrors] = useState(onboardingDraft.readStepOneErrors);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial,
    initialErrors,
    onValuesChange: (values) => onboardingDraft.saveStepOne(values),
    validate: stepOneRules,
  });
  const guard = useUnsavedChangesGuard(hasEntries(form.values));
  const options = (potential.data ?? []).map((org) => ({ value: org.id, label: `${org.name} - ${org.acronym}` }));

  const next = form.onSubmit((values) => {
    const chosen = potential.data?.find((org) => org.id === values.potentialOrgId);
    if (!chosen) return form.setFieldError('potentialOrgId', ORG_SELECTION_REQUIRED);
    onboardingDraft.save({
      ...values,
      displayName: values.displayName.trim(),
      managementNetworks: config.managedService ? [] : values.managementNetworks,
      orgLabel: `${chosen.name} - ${chosen.acronym}`,
      orgName: chosen.name,
    });
    guard.release();
    void navigate({ to: '/organizations/onboard/contact' });
  });

  const cancel = useLeaveOnboarding();

  return (
    <>
      <PageHeader title="Add New Organization" />
      <OnboardingStepper active={0} />
      <form onSubmit={next} noValidate>
        <Stack gap="lg" maw={960}>
          <Paper withBorder p="md">
            <Stack gap="sm" maw={560}>
              <Select
                label="Organization Name and Acronym"
                placeholder={potential.isLoading ? 'Loading organizations…' : 'Choose an organization'}
                data={options}
                searchable
                withAsterisk
                nothingFoundMessage="No organizations to onboard"
                disabled={potential.isError}
                {...form.getInputProps('potentialOrgId')}
                onChange={(value) => form.setFieldValue('potentialOrgId', value ?? '')}
              />
              {potential.isError && (
                <ErrorState
                  title="The organizations that can be onboarded could not be loaded."
                  error={potential.error}
                  onRetry={() => void potential.refetch()}
                />
              )}
              <TextInput label="Display Name" withAsterisk maxLength={75} {...form.getInputProps('displayName')} />
            </Stack>
          </Paper>
          {config.managedService ? (
            <ManagedServiceSettings
              value={form.values.policyApprovalWorkflow}
              onChange={(value) => form.setFieldValue('policyApprovalWorkflow', value)}
            />
          ) : (
            <NetworksDraftSection
              networks={form.values.managementNetworks}
              onChange={(networks) => form.setFieldValue('managementNetworks', networks)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit">Next</Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}

function ManagedServiceSettings({
  value,
  onChange,
}: {
  value: PolicyApprovalWorkflow;
  onChange: (v: PolicyApprovalWorkflow) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="onboarding-settings">
      <Stack gap="sm">
        <Title order={2} size="h3" id="onboarding-settings">
          Settings
        </Title>
        <div>
          <Text fw={600} size="sm">
            Data Retention
          </Text>
          <Text>{DATA_RETENTION_DAYS} Days</Text>
        </div>
        <Radio.Group
          label="Policy Approval Workflow"
          value={value}
          onChange={(v) => onChange(v as PolicyApprovalWorkflow)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="disabled" label="Require separation of duties for approval of policy changes" />
            <Radio value="enabled" label="Allow self-approval for approval of policy changes" />
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
