import { Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ALL_SOURCE_SETS } from '@/api/log-queries/preview-contract';
import {
  LOG_ACTIONS,
  LOG_DURATION_LABELS,
  LOG_DURATION_TYPES,
  LOG_RECORD_TYPES,
  type LogOption,
} from '@/api/log-queries/query-params';
import { DayInput } from '@/components/day-input';
import { SegmentedRadios } from '@/components/segmented-radios';
import { type LogFilterValues, dateErrors, dayOf, earliestDay } from './log-filters';
import type { FilterChoice } from './use-filter-options';

export interface FieldErrors {
  queryName?: string;
  startDay?: string;
  endDay?: string;
}

interface LogFiltersFormProps {
  values: LogFilterValues;
  onChange: (values: LogFilterValues) => void;
  /** While a preview is queued or running the form is locked (spec 3 §4). */
  locked: boolean;
  showOrganizations: boolean;
  choices: {
    orgChoices: FilterChoice[];
    setChoices: FilterChoice[];
    sourceChoices: FilterChoice[];
    policyChoices: FilterChoice[];
  };
  serverErrors: FieldErrors;
  now: number;
}

const toData = (choices: FilterChoice[]) => choices.map(({ value, label }) => ({ value, label }));

/** Chosen ids back to options, keeping the names of chosen ones no longer listed. */
const pick = (ids: string[], choices: FilterChoice[], current: LogOption[]): LogOption[] =>
  ids.map((id) => {
    const found = choices.find((c) => c.value === id) ?? current.find((c) => c.value === id);
    return found
      ? { name: found.name, value: id, ...(found.orgId ? { orgId: found.orgId } : {}) }
      : { name: id, value: id };
  });

/** The seven filters and the duration of DNS Logs (spec 3 §2). */
export function LogFiltersForm({
  values,
  onChange,
  locked,
  showOrganizations,
  choices,
  serverErrors,
  now,
}: LogFiltersFormProps) {
  const set = (patch: Partial<LogFilterValues>) => onChange({ ...values, ...patch });
  const setIds = values.sourceSets.map((s) => s.value);
  const sourcesEnabled = setIds.length > 0 && !setIds.includes(ALL_SOURCE_SETS);
  const dates = dateErrors(values, now);
  // Hints go under their fields, so the inputs of a row line up.
  const below = {
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
  const multi = {
    ...below,
    searchable: true,
    clearable: true,
    disabled: locked,
    hidePickedOptions: true,
    maxDropdownHeight: 280,
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {showOrganizations && (
          <MultiSelect
            label="Organization"
            // The header's organization menu is 'Organization' too: this one says what it does.
            aria-label="Organization filter"
            placeholder={values.orgs.length ? undefined : 'All Organizations'}
            data={toData(choices.orgChoices)}
            value={values.orgs.map((o) => o.value)}
            // Sets, sources and policies belong to organizations: a new choice starts them again.
            onChange={(ids) =>
              set({ orgs: pick(ids, choices.orgChoices, values.orgs), sourceSets: [], sources: [], policies: [] })
            }
            {...multi}
          />
        )}
        <MultiSelect
          label="Source Set"
          placeholder={values.sourceSets.length ? undefined : 'Any source set'}
          data={toData(choices.setChoices)}
          value={setIds}
          onChange={(ids) => {
            // The all-sets entry stands alone: choosing it drops the others, choosing another drops it.
            const last = ids.at(-1);
            const next = last === ALL_SOURCE_SETS ? [ALL_SOURCE_SETS] : ids.filter((id) => id !== ALL_SOURCE_SETS);
            const kept = values.sources.filter((s) => choices.sourceChoices.some((c) => c.value === s.value));
            set({ sourceSets: pick(next, choices.setChoices, values.sourceSets), sources: next.length ? kept : [] });
          }}
          limit={200}
          {...multi}
        />
        <MultiSelect
          label="Authorized Source"
          placeholder={sourcesEnabled ? 'Any source in the chosen sets' : 'Choose source sets first'}
          description={sourcesEnabled ? undefined : 'Available once source sets (not All Source Sets) are chosen'}
          data={toData(choices.sourceChoices)}
          value={values.sources.map((s) => s.value)}
          onChange={(ids) => set({ sources: pick(ids, choices.sourceChoices, values.sources) })}
          limit={200}
          {...multi}
          disabled={locked || !sourcesEnabled}
        />
        <MultiSelect
          label="Policy"
          placeholder={values.policies.length ? undefined : 'Any policy'}
          data={toData(choices.policyChoices)}
          value={values.policies.map((p) => p.value)}
          onChange={(ids) => set({ policies: pick(ids, choices.policyChoices, values.policies) })}
          {...multi}
        />
        <TextInput
          label="Name"
          placeholder="example.com"
          description="A domain name, or the end of one"
          value={values.queryName}
          onChange={(event) => set({ queryName: event.currentTarget.value })}
          error={serverErrors.queryName}
          disabled={locked}
          {...below}
        />
        <MultiSelect
          label="Record Type"
          placeholder={values.recordTypes.length ? undefined : 'Any record type'}
          data={[...LOG_RECORD_TYPES]}
          value={values.recordTypes}
          onChange={(recordTypes) => set({ recordTypes })}
          {...multi}
        />
        <MultiSelect
          label="Action"
          placeholder={values.actions.length ? undefined : 'Any action'}
          data={LOG_ACTIONS.map(({ name, value }) => ({ value, label: name }))}
          value={values.actions}
          onChange={(actions) => set({ actions })}
          {...multi}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text id="dns-logs-duration" fw={500} size="sm">
          Duration
        </Text>
        <Group gap="md" align="flex-start" wrap="wrap">
          <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
            <SegmentedRadios
              aria-labelledby="dns-logs-duration"
              options={LOG_DURATION_TYPES.map((value) => ({ value, label: LOG_DURATION_LABELS[value] }))}
              value={values.durationType}
              onChange={(durationType) => set({ durationType })}
            />
          </fieldset>
          {values.durationType === 'custom' && (
            <Group gap="sm" align="flex-start">
              <DayInput
                label="From (UTC)"
                value={values.startDay}
                minDay={earliestDay(now)}
                maxDay={values.endDay || dayOf(now)}
                onChange={(startDay) => set({ startDay })}
                error={dates.startDay ?? serverErrors.startDay}
                disabled={locked}
                w={190}
              />
              <DayInput
                label="Through (UTC)"
                value={values.endDay}
                minDay={values.startDay || earliestDay(now)}
                maxDay={dayOf(now)}
                onChange={(endDay) => set({ endDay })}
                error={dates.endDay ?? serverErrors.endDay}
                disabled={locked}
                w={190}
              />
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Data retention: 15 Days.
        </Text>
      </Stack>
    </Stack>
  );
}
