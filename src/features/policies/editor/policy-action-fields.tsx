import { Badge, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ACTION_TYPES } from '@/api/policies/contract';
import { ReadOnlyField } from '@/components/read-only-field';
import { ACTION_LABELS, blockResponseLabel } from '../policy-labels';
import { type PolicyFormValues } from './policy-form-values';
import { COMMERCIAL_CHIP, PROVIDER_CHIP } from './policy-messages';
import type { UseFormReturnType } from '@mantine/form';

interface PolicyActionFieldsProps {
  form: UseFormReturnType<PolicyFormValues>;
  editable: boolean;
  saving: boolean;
  isSinkholePolicy: boolean;
  sinkholesOffered: boolean;
  nextSinkhole: string[];
  sinkholes: { isPending: boolean; isError: boolean };
}

/** The action, its destination or response, DNSSEC, and the precedence chips. */
export function PolicyActionFields({
  form,
  editable,
  saving,
  isSinkholePolicy,
  sinkholesOffered,
  nextSinkhole,
  sinkholes,
}: PolicyActionFieldsProps) {
  const values = form.values;
  const field = <K extends keyof PolicyFormValues>(name: K) => ({ ...form.getInputProps(name), disabled: saving });
  return (
    <>
      {editable ? (
        <Stack gap="sm">
          <Radio.Group
            label="Action"
            withAsterisk
            value={values.actionType}
            onChange={(value) => form.setFieldValue('actionType', value as PolicyFormValues['actionType'])}
            error={form.errors.actionType}
          >
            <Group gap="md" mt="xs">
              {ACTION_TYPES.map((type) => (
                <Radio key={type} value={type} label={ACTION_LABELS[type]} disabled={saving} />
              ))}
            </Group>
          </Radio.Group>
          {values.actionType === 'OVERRIDE' && (
            <Stack gap="xs">
              {sinkholesOffered && (
                <Radio.Group
                  label="Destination"
                  value={values.overrideDestination}
                  onChange={(value) => {
                    form.setFieldValue('overrideDestination', value as 'custom' | 'sinkhole');
                    if (value === 'sinkhole' && !values.sinkholeIp && nextSinkhole[0])
                      form.setFieldValue('sinkholeIp', nextSinkhole[0]);
                  }}
                >
                  <Group gap="md" mt="xs">
                    <Radio value="custom" label="Custom" disabled={saving} />
                    <Radio value="sinkhole" label="Sinkhole" disabled={saving} />
                  </Group>
                </Radio.Group>
              )}
              {values.overrideDestination === 'sinkhole' && sinkholesOffered ? (
                <Select
                  label="Sinkhole"
                  withAsterisk
                  data={[...new Set([values.sinkholeIp, ...nextSinkhole].filter(Boolean))]}
                  placeholder={sinkholes.isPending ? 'Loading sinkholes…' : 'Choose a sinkhole'}
                  allowDeselect={false}
                  {...field('sinkholeIp')}
                  error={
                    form.errors.sinkholeIp ??
                    (sinkholes.isError ? 'The available sinkholes could not be loaded.' : undefined)
                  }
                />
              ) : (
                <TextInput
                  label="Custom destination"
                  withAsterisk
                  description="A domain name, one IP address, or several IP addresses separated by commas"
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  autoComplete="off"
                  {...field('customDestination')}
                />
              )}
            </Stack>
          )}
          {values.actionType === 'BLOCK' && (
            <Radio.Group
              label="Response"
              value={values.blockPageEnabled ? 'page' : 'ip'}
              onChange={(value) => form.setFieldValue('blockPageEnabled', value === 'page')}
              description="A block page over HTTPS needs the block page's certificate installed on the devices."
            >
              <Stack gap="xs" mt="xs">
                <Radio value="ip" label={blockResponseLabel(false)} disabled={saving} />
                <Radio value="page" label={blockResponseLabel(true)} disabled={saving} />
              </Stack>
            </Radio.Group>
          )}
          <Radio.Group
            label="DNSSEC"
            value={values.disableDnssec ? 'bypassed' : 'enabled'}
            onChange={(value) => form.setFieldValue('disableDnssec', value === 'bypassed')}
          >
            <Group gap="md" mt="xs">
              <Radio value="enabled" label="DNSSEC enabled (recommended)" disabled={saving} />
              <Radio value="bypassed" label="DNSSEC bypassed" disabled={saving} />
            </Group>
          </Radio.Group>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ReadOnlyField label="Action" value={ACTION_LABELS[values.actionType]} />
          {values.actionType === 'OVERRIDE' && (
            <ReadOnlyField
              label={isSinkholePolicy ? 'Sinkhole' : 'Custom destination'}
              value={isSinkholePolicy ? values.sinkholeIp : values.customDestination}
            />
          )}
          {values.actionType === 'BLOCK' && (
            <ReadOnlyField label="Response" value={blockResponseLabel(values.blockPageEnabled)} />
          )}
          <ReadOnlyField label="DNSSEC" value={values.disableDnssec ? 'DNSSEC bypassed' : 'DNSSEC enabled'} />
        </SimpleGrid>
      )}
      <Stack gap={4} mt="md" role="group" aria-label="Policy precedence">
        <Text size="sm" fw={600}>
          Policy precedence
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="navy" tt="none">
            {PROVIDER_CHIP}
          </Badge>
          <Badge variant="light" color="navy" tt="none">
            {COMMERCIAL_CHIP}
          </Badge>
        </Group>
      </Stack>
    </>
  );
}
