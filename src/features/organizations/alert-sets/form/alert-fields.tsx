import {
  Box,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { ALERT_ACTIONS, CADENCES } from '@/api/alert-sets/contract';
import type { AlertSetFormValues } from './alert-set-form-values';
import classes from './alert-switch.module.css';

export type AlertSetForm = UseFormReturnType<AlertSetFormValues>;

/**
 * A view shows switches, checkboxes and radios disabled (they have no read-only state), but their
 * labels keep the text colour: a faded label is hard to read and says nothing about the value.
 */
export const readOnlyLabel = (readOnly: boolean) =>
  readOnly ? { label: { color: 'var(--mantine-color-text)', cursor: 'default' } } : undefined;

/** On and Off written in the track, so a switch's state never rests on colour alone (nor on a faded view). */
export const switchText = {
  onLabel: 'On',
  offLabel: 'Off',
  size: 'md',
  classNames: { track: classes.track, label: classes.label, description: classes.description },
} as const;
type AlertKey = 'policy' | 'source' | 'providerPolicy';

/** A titled card; its heading names the region for screen readers. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`alert-set-${id}`}>
      <Title order={2} size="h4" id={`alert-set-${id}`} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The switch that turns one alert on; what it holds shows only while it is on. */
export function AlertToggle({
  form,
  alert,
  label,
  description,
  readOnly,
}: {
  form: AlertSetForm;
  alert: AlertKey;
  label: string;
  description: string;
  readOnly: boolean;
}) {
  return (
    <Switch
      label={label}
      description={description}
      disabled={readOnly}
      styles={readOnlyLabel(readOnly)}
      {...switchText}
      {...form.getInputProps(`${alert}.enabled`, { type: 'checkbox' })}
    />
  );
}

export function ActionsField({
  form,
  alert,
  readOnly,
}: {
  form: AlertSetForm;
  alert: 'policy' | 'source';
  readOnly: boolean;
}) {
  const path = `${alert}.actions`;
  return (
    <Box data-field={path}>
      <Checkbox.Group label="Actions" withAsterisk={!readOnly} {...form.getInputProps(path)}>
        <Group gap="lg" mt={6}>
          {ALERT_ACTIONS.map((action) => (
            <Checkbox key={action} value={action} label={action} disabled={readOnly} styles={readOnlyLabel(readOnly)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Box>
  );
}

/** Change percent, period and minimum match count (spec 1 §5): non-negative whole numbers. */
export function ThresholdFields({
  form,
  alert,
  readOnly,
}: {
  form: AlertSetForm;
  alert: 'policy' | 'source';
  readOnly: boolean;
}) {
  const at = (name: string) => `${alert}.trigger.${name}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Box data-field={at('changePercent')}>
        <NumberInput
          label="Change Percent"
          withAsterisk={!readOnly}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          readOnly={readOnly}
          {...form.getInputProps(at('changePercent'))}
        />
      </Box>
      <Select
        label="Period"
        data={[...CADENCES]}
        allowDeselect={false}
        readOnly={readOnly}
        {...form.getInputProps(at('period'))}
      />
      <Box data-field={at('minimumCount')}>
        <NumberInput
          label="Minimum Match Count"
          withAsterisk={!readOnly}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          readOnly={readOnly}
          {...form.getInputProps(at('minimumCount'))}
        />
      </Box>
    </SimpleGrid>
  );
}

export const MATCH_HELP = 'Alerts on every matching event in the cadence period.';
export const THRESHOLD_HELP =
  'Alerts when the count changes by the percent over the period, once it reaches the minimum.';
export const GLOBAL_MATCH_ONLY = 'Only Match is offered in the Global organization.';

/** The policy alert's trigger: Match or Threshold, Match alone in the Global organization (spec 1 §4). */
export function TriggerField({
  form,
  isGlobal,
  readOnly,
}: {
  form: AlertSetForm;
  isGlobal: boolean;
  readOnly: boolean;
}) {
  const type = isGlobal ? 'match' : form.values.policy.trigger.type;
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Trigger"
        description={isGlobal ? GLOBAL_MATCH_ONLY : undefined}
        value={type}
        onChange={(value) => form.setFieldValue('policy.trigger.type', value as 'match' | 'threshold')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="match" label="Match" disabled={readOnly} styles={readOnlyLabel(readOnly)} />
          {!isGlobal && (
            <Radio value="threshold" label="Threshold" disabled={readOnly} styles={readOnlyLabel(readOnly)} />
          )}
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {type === 'match' ? MATCH_HELP : THRESHOLD_HELP}
      </Text>
      {type === 'threshold' && <ThresholdFields form={form} alert="policy" readOnly={readOnly} />}
    </Stack>
  );
}
