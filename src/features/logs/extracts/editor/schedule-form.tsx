import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendarRepeat } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { runTimeOptions } from '@/api/log-queries/extract-schedule';
import type { LogQueryParams } from '@/api/log-queries/query-params';
import { DayInput } from '@/components/day-input';
import { SegmentedRadios } from '@/components/segmented-radios';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { RECURRENCE_OPTIONS, type ScheduleValues, formFieldOf, recurrenceAllowed } from './schedule-values';
import { scheduleFormSchema } from './schedule-rules';
import { WeeklyModal } from './weekly-modal';

const today = () => dayjs().format('YYYY-MM-DD');

export interface ScheduleFormProps {
  params: LogQueryParams;
  apiKey: string;
  initial: ScheduleValues;
  /** Unsaved values from the draft, restored over `initial` (so the guard still sees them as changes). */
  restored?: ScheduleValues;
  /** Keeps the values in the draft as they change. */
  onChange: (values: ScheduleValues) => void;
  /** Saves; rejects with the service's ApiError. */
  submit: (values: ScheduleValues) => Promise<void>;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  onCancel: () => void;
  /** Spec 3 §6: everyone but reporting managers sees the fields read-only, with no Save. */
  readOnly?: boolean;
}

/** The Recurring field's errors: the recurrence's own, the weekly interval's and the days', each on a line. */
function recurrenceErrors(errors: Record<string, ReactNode>): ReactNode {
  const found = [errors.recurrence, errors.every, errors.days].filter(Boolean);
  if (found.length === 0) return undefined;
  return found.map((error, i) => (
    <span key={i} style={{ display: 'block' }}>
      {error}
    </span>
  ));
}

/** The Extract Schedule editor's fields (spec 3 §2, §4, §5). */
export function ScheduleForm({
  params,
  apiKey,
  initial,
  restored,
  onChange,
  submit,
  onSaved,
  onFailed,
  onCancel,
  readOnly = false,
}: ScheduleFormProps) {
  const form = useForm<ScheduleValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: schemaResolver(scheduleFormSchema(params), { sync: true }),
    onValuesChange: (values) => onChange(values),
  });
  // Once, on mount: later values are the form's own.
  const restore = useEffectEvent(() => {
    if (restored) form.setValues(restored);
  });
  useEffect(() => restore(), []);
  const [saving, setSaving] = useState(false);
  const saved = useRef(false);
  const guard = useUnsavedChangesGuard(form.isDirty() && !saving && !saved.current);
  const [weekly, setWeekly] = useState<{ previous: ScheduleValues['recurrence'] } | null>(null);

  const values = form.getValues();
  const immediate = values.priority === 'immediate';
  const mayRecur = recurrenceAllowed(params);
  const times = values.startRunDate ? runTimeOptions(dayjs(values.startRunDate).toDate(), new Date()) : [];
  // A run time no longer offered (today's hour has passed) is cleared rather than sent.
  useEffect(() => {
    if (values.runTime && !immediate && !times.some((t) => t.value === values.runTime))
      form.setFieldValue('runTime', '');
  });

  const handleSubmit = form.onSubmit(async (submitted) => {
    setSaving(true);
    try {
      await submit(submitted);
      saved.current = true;
      guard.release();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(
          error.errors.flatMap((e) => {
            const field = formFieldOf(e.field);
            return field ? [[field, e.serverMessage ?? e.message]] : [];
          }),
        );
        form.setErrors(fields);
      }
      onFailed(error);
    } finally {
      setSaving(false);
    }
  });

  const chooseRecurrence = (value: string | null) => {
    const recurrence = (value ?? 'none') as ScheduleValues['recurrence'];
    if (recurrence === 'week') setWeekly({ previous: values.recurrence });
    form.setFieldValue('recurrence', recurrence);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Extract schedule">
      <Stack gap="md">
        {/* A disabled fieldset disables every control in it, the native radios and selects included. */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <div>
              <Text size="sm" fw={500} mb={6} id="extract-priority-label">
                Priority
              </Text>
              <SegmentedRadios
                aria-labelledby="extract-priority-label"
                options={[
                  { value: 'scheduled', label: 'Scheduled' },
                  { value: 'immediate', label: 'Immediate' },
                ]}
                value={values.priority}
                onChange={(priority) => form.setFieldValue('priority', priority)}
              />
            </div>
            <TextInput label="API Key(s)" value={apiKey || 'None'} disabled readOnly />
            <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DayInput
                label="Start Run Date"
                withAsterisk={!immediate}
                disabled={immediate}
                minDay={today()}
                {...form.getInputProps('startRunDate')}
                value={values.startRunDate}
              />
              <Select
                label="Run Time"
                withAsterisk={!immediate}
                disabled={immediate}
                placeholder={times.length ? 'Select a run time' : 'No run times left on this date'}
                data={times}
                {...form.getInputProps('runTime')}
                value={values.runTime || null}
                onChange={(value) => form.setFieldValue('runTime', value ?? '')}
              />
              {mayRecur ? (
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  <Select
                    label="Recurring"
                    disabled={immediate}
                    data={RECURRENCE_OPTIONS}
                    allowDeselect={false}
                    style={{ flex: 1 }}
                    error={recurrenceErrors(form.errors)}
                    value={values.recurrence}
                    onChange={chooseRecurrence}
                  />
                  {values.recurrence === 'week' && !immediate && (
                    <Button
                      variant="default"
                      leftSection={<IconCalendarRepeat size={16} aria-hidden />}
                      onClick={() => setWeekly({ previous: 'week' })}
                    >
                      Edit Details
                    </Button>
                  )}
                </Group>
              ) : (
                <TextInput label="Recurring" value="-" disabled readOnly description="A custom date range runs once." />
              )}
              <DayInput
                label="End Run Date"
                disabled={immediate || !mayRecur || values.recurrence === 'none'}
                minDay={values.startRunDate || today()}
                {...form.getInputProps('endRunDate')}
                value={values.endRunDate}
              />
            </SimpleGrid>
          </Stack>
        </fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
      <WeeklyModal
        opened={weekly !== null}
        every={values.every}
        days={values.days}
        onSave={(every, days) => {
          form.setValues({ every, days, recurrence: 'week' });
          form.clearFieldError('every');
          form.clearFieldError('days');
          setWeekly(null);
        }}
        onCancel={() => {
          form.setFieldValue('recurrence', weekly?.previous ?? values.recurrence);
          setWeekly(null);
        }}
      />
      {guard.dialog}
    </form>
  );
}
