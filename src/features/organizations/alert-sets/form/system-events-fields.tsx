import { Stack, Switch } from '@mantine/core';
import { SYSTEM_FLAGS, type SystemFlag } from '@/api/alert-sets/contract';
import { type AlertSetForm, FormSection, readOnlyLabel, switchText } from './alert-fields';

/** docs/areas/alerts-and-distribution-lists.md: the six system flags (spec 1 §3) in words a user reads. */
export const SYSTEM_FLAG_LABELS: Record<SystemFlag, { label: string; description: string }> = {
  onboarding: { label: 'Onboarding', description: 'Organizations added to the service.' },
  accessControl: { label: 'Access Control', description: 'Access requests, and users granted or refused access.' },
  downage: { label: 'Service Downage', description: 'The service or one of its resolvers is down.' },
  globalPolicies: { label: 'Global Policy Changes', description: 'Changes to the global policies.' },
  orgPolicies: { label: 'Organization Policy Changes', description: "Changes to the organization's own policies." },
  sources: { label: 'Source Changes', description: 'Sources and source sets added, changed or removed.' },
};

export function SystemEventsFields({ form, readOnly }: { form: AlertSetForm; readOnly: boolean }) {
  return (
    <FormSection id="system-events" title="System Events">
      <Stack gap="md">
        {SYSTEM_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={SYSTEM_FLAG_LABELS[flag].label}
            description={SYSTEM_FLAG_LABELS[flag].description}
            disabled={readOnly}
            styles={readOnlyLabel(readOnly)}
            {...switchText}
            {...form.getInputProps(`system.${flag}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </FormSection>
  );
}
