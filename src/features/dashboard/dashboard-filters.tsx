import { Group, MultiSelect, Stack, Text } from '@mantine/core';
import { memo, useId } from 'react';
import {
  DASHBOARD_DURATIONS,
  DURATION_LABELS,
  type DashboardDuration,
  type SourceSetOption,
} from '@/api/dashboard/contract';
import { SegmentedRadios } from '@/components/segmented-radios';
import { useListWhenOpen } from '@/lib/combobox';

export const SOURCES_FAILED = 'An error occurred while fetching sources.';
/** Spec 3 §3: the all-source-sets value, which means no filter. */
export const ALL_SOURCE_SETS = 'all';
const ALL_LABEL = 'All Source Sets';

const DURATION_OPTIONS = DASHBOARD_DURATIONS.map((value) => ({
  value: String(value) as `${DashboardDuration}`,
  label: DURATION_LABELS[value],
}));

export interface DashboardFiltersProps {
  /** Hidden for the all-organizations entry (spec 3 §2). */
  showSourceSets: boolean;
  options: SourceSetOption[];
  optionsLoading: boolean;
  optionsFailed: boolean;
  chosen: string[];
  onChosen: (ids: string[]) => void;
  duration: DashboardDuration;
  onDuration: (duration: DashboardDuration) => void;
}

/**
 * Choosing 'All Source Sets' clears the others, choosing a set clears 'All Source Sets', and
 * clearing every set means all of them again.
 */
export function nextChosen(previous: string[], next: string[]): string[] {
  const all = next.includes(ALL_SOURCE_SETS);
  if (all && previous.length > 0) return [];
  return next.filter((id) => id !== ALL_SOURCE_SETS);
}

/** The Source Set multi-select and the Duration toggle (spec 3 §2). */
export const DashboardFilters = memo(function DashboardFilters({
  showSourceSets,
  options,
  optionsLoading,
  optionsFailed,
  chosen,
  onChosen,
  duration,
  onDuration,
}: DashboardFiltersProps) {
  const durationLabel = useId();
  const listWhenOpen = useListWhenOpen();
  const data = [
    { value: ALL_SOURCE_SETS, label: ALL_LABEL },
    ...options.map((o) => ({ value: o.value, label: o.label })),
  ];
  return (
    <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
      {showSourceSets ? (
        <Stack gap={4} style={{ flex: '1 1 320px', maxWidth: 560 }}>
          <MultiSelect
            label="Source Set"
            data={data}
            value={chosen.length ? chosen : [ALL_SOURCE_SETS]}
            onChange={(next) => onChosen(nextChosen(chosen, next))}
            searchable
            clearable={chosen.length > 0}
            clearButtonProps={{ 'aria-label': 'Clear source sets' }}
            nothingFoundMessage="No source sets match"
            disabled={optionsFailed}
            error={optionsFailed ? SOURCES_FAILED : undefined}
            maxDropdownHeight={280}
            {...listWhenOpen}
          />
          {optionsLoading && (
            <Text size="xs" c="dimmed">
              Loading source sets…
            </Text>
          )}
        </Stack>
      ) : (
        <span />
      )}
      <Stack gap={4}>
        <Text id={durationLabel} size="sm" fw={500}>
          Duration
        </Text>
        <SegmentedRadios
          aria-labelledby={durationLabel}
          options={DURATION_OPTIONS}
          value={String(duration) as `${DashboardDuration}`}
          onChange={(value) => onDuration(Number(value) as DashboardDuration)}
        />
      </Stack>
    </Group>
  );
});
