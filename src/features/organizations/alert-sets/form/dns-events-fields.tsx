import { SimpleGrid, Stack } from '@mantine/core';
import {
  ActionsField,
  type AlertSetForm,
  AlertToggle,
  FormSection,
  ThresholdFields,
  TriggerField,
} from './alert-fields';
import { AllOrSomeSelect } from './all-or-some-select';
import type { Selection } from './selection';
import type { Choice } from './use-alert-set-choices';

export interface DnsChoices {
  policies: Choice[];
  sourceSets: Choice[];
  sources: Choice[];
  organizations: Choice[];
}

/** docs/areas/alerts-and-distribution-lists.md: the spec's {product}Policy alert, named for what it watches. */
export const PROVIDER_POLICY_ALERT = 'Provider Policy Alert';

interface Props {
  form: AlertSetForm;
  choices: DnsChoices;
  isGlobal: boolean;
  readOnly: boolean;
}

/** The DNS Events alerts (spec 1 §3, §4): policy, source and (outside Global) provider-policy. */
export function DnsEventsFields({ form, choices, isGlobal, readOnly }: Props) {
  const { policy, source, providerPolicy } = form.values;
  const select = (path: string, label: string, allLabel: string, list: Choice[], value: Selection) => (
    <AllOrSomeSelect
      path={path}
      label={label}
      allLabel={allLabel}
      choices={list}
      value={value}
      onChange={(next) => form.setFieldValue(path, next)}
      error={form.errors[path]}
      readOnly={readOnly}
    />
  );
  const setsAndSources = (alert: 'policy' | 'source' | 'providerPolicy', sets: Selection, sources: Selection) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {select(`${alert}.sourceSets`, 'Source Sets', 'All Source Sets', choices.sourceSets, sets)}
      {select(`${alert}.sources`, 'Authorized Sources', 'All Authorized Sources', choices.sources, sources)}
    </SimpleGrid>
  );

  return (
    <>
      {isGlobal && (
        <FormSection id="organizations" title="Organizations">
          {select(
            'organizationsForGlobal',
            'Organizations',
            'All Organizations',
            choices.organizations,
            form.values.organizationsForGlobal,
          )}
        </FormSection>
      )}
      <FormSection id="policy-alert" title="Policy Alert">
        <Stack gap="md">
          <AlertToggle
            form={form}
            alert="policy"
            label="Alert on policy decisions"
            description="Lookups allowed, blocked or overridden by the chosen policies."
            readOnly={readOnly}
          />
          {policy.enabled && (
            <>
              <ActionsField form={form} alert="policy" readOnly={readOnly} />
              {select('policy.policies', 'Policies', 'All Policies', choices.policies, policy.policies)}
              {!isGlobal && setsAndSources('policy', policy.sourceSets, policy.sources)}
              <TriggerField form={form} isGlobal={isGlobal} readOnly={readOnly} />
            </>
          )}
        </Stack>
      </FormSection>
      {/* The source alert's trigger is a threshold, which the Global organization does not offer. */}
      {!isGlobal && (
        <FormSection id="source-alert" title="Source Alert">
          <Stack gap="md">
            <AlertToggle
              form={form}
              alert="source"
              label="Alert on source traffic"
              description="A change in the number of lookups from the chosen sources."
              readOnly={readOnly}
            />
            {source.enabled && (
              <>
                <ActionsField form={form} alert="source" readOnly={readOnly} />
                {setsAndSources('source', source.sourceSets, source.sources)}
                <ThresholdFields form={form} alert="source" readOnly={readOnly} />
              </>
            )}
          </Stack>
        </FormSection>
      )}
      {!isGlobal && (
        <FormSection id="provider-policy-alert" title={PROVIDER_POLICY_ALERT}>
          <Stack gap="md">
            <AlertToggle
              form={form}
              alert="providerPolicy"
              label="Alert on provider policy decisions"
              description="Lookups decided by the service provider's policies on this organization's traffic."
              readOnly={readOnly}
            />
            {providerPolicy.enabled &&
              setsAndSources('providerPolicy', providerPolicy.sourceSets, providerPolicy.sources)}
          </Stack>
        </FormSection>
      )}
    </>
  );
}
