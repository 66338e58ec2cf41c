import { Button, Chip, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { WEEKDAYS, WEEK_INTERVALS } from '@/api/log-queries/extract-schedule';

export const INTERVAL_REQUIRED = 'Please select an interval';
export const DAY_REQUIRED = 'You must have at least one day selected';
/** Spec 3 §4 in the modal: no day chosen is not an error here, Save chooses all seven. */
export const NO_DAY_SAVES_ALL = 'No day is selected: Save selects every day of the week.';
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

export interface WeeklyModalProps {
  opened: boolean;
  every: string;
  days: number[];
  /** Saving with no day selected selects all seven (spec 3 §4). */
  onSave: (every: string, days: number[]) => void;
  /** Cancelling restores the previous values: the caller's own. */
  onCancel: () => void;
}

/** The weekly recurrence (spec 3 §2): a week interval, 1 to 4, and the days 1 (Sunday) to 7. */
export function WeeklyModal({ opened, every, days, onSave, onCancel }: WeeklyModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Weekly Recurrence" centered>
      {/* Mounted per opening, so it starts from the values it was opened with. */}
      {opened && <WeeklyFields every={every} days={days} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function WeeklyFields({ every, days, onSave, onCancel }: Omit<WeeklyModalProps, 'opened'>) {
  const [interval, setEvery] = useState<string | null>(every || null);
  const [chosen, setChosen] = useState<string[]>(days.map(String));
  const [tried, setTried] = useState(false);
  const save = () => {
    setTried(true);
    if (!interval) return;
    onSave(interval, chosen.length ? chosen.map(Number).sort((a, b) => a - b) : ALL_DAYS);
  };
  return (
    <Stack gap="md">
      <Select
        label="Repeat"
        placeholder="Select an interval"
        data={WEEK_INTERVALS.map((label, i) => ({ value: String(i + 1), label }))}
        value={interval}
        onChange={setEvery}
        error={tried && !interval ? INTERVAL_REQUIRED : undefined}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear interval' }}
        comboboxProps={{ withinPortal: true }}
      />
      <div>
        <Text size="sm" fw={500} mb={6} id="weekly-days-label">
          Days
        </Text>
        <Chip.Group multiple value={chosen} onChange={setChosen}>
          <Group gap="xs" role="group" aria-labelledby="weekly-days-label">
            {WEEKDAYS.map((name, i) => (
              <Chip key={name} value={String(i + 1)} size="sm" aria-label={name}>
                {name.slice(0, 3)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {chosen.length === 0 && (
          <Text size="sm" mt={6} role="status">
            {NO_DAY_SAVES_ALL}
          </Text>
        )}
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save}>Save</Button>
      </Group>
    </Stack>
  );
}
