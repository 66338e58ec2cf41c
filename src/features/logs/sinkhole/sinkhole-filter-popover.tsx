import { Badge, Button, Group, Popover, Radio, Select, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { DayInput } from '@/components/day-input';
import {
  DURATION_OPTIONS,
  EMPTY_FILTER,
  type FilterErrors,
  type SinkholeFilterValues,
  appliedCount,
  isoDay,
  validateFilter,
} from './sinkhole-filter';

interface Props {
  addresses: string[];
  addressesLoading: boolean;
  applied: SinkholeFilterValues | null;
  onApply: (values: SinkholeFilterValues | null) => void;
}

/** The filter popover (spec 3 §2): the draft is applied only by Filter Sinkhole Logs. */
export function SinkholeFilterPopover({ addresses, addressesLoading, applied, onApply }: Props) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<SinkholeFilterValues>(applied ?? EMPTY_FILTER);
  const [errors, setErrors] = useState<FilterErrors>({});
  const today = isoDay(new Date());
  const count = appliedCount(applied);
  const change = (patch: Partial<SinkholeFilterValues>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const submit = () => {
    const found = validateFilter(draft, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onApply(draft);
    setOpened(false);
  };
  const clear = () => {
    setDraft(EMPTY_FILTER);
    setErrors({});
    onApply(null);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={340} trapFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {count}
              </Badge>
            ) : undefined
          }
          aria-label={count > 0 ? `Filters (${count} applied)` : 'Filters'}
          onClick={() => {
            if (!opened) setDraft(applied ?? EMPTY_FILTER);
            setOpened((o) => !o);
          }}
        >
          Filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {/* noValidate: the date rules speak through their own messages, not the browser's bubbles. */}
        <Stack
          gap="sm"
          renderRoot={(props) => (
            <form
              {...props}
              noValidate
              aria-label="Sinkhole log filters"
              onSubmit={(e) => (e.preventDefault(), submit())}
            />
          )}
        >
          <Select
            label="Sinkhole IP"
            placeholder={addressesLoading ? 'Loading…' : 'Select a sinkhole IP'}
            data={addresses}
            value={draft.sinkholeIp}
            onChange={(value) => value && change({ sinkholeIp: value })}
            allowDeselect={false}
            nothingFoundMessage="No sinkholes"
            comboboxProps={{ withinPortal: false }}
            error={errors.sinkholeIp}
            required
          />
          <Radio.Group
            label="Duration"
            value={draft.duration}
            onChange={(value) => change({ duration: value as SinkholeFilterValues['duration'] })}
          >
            <Group gap="md" mt={4}>
              {DURATION_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
          {draft.duration === 'custom' && (
            <Group grow align="flex-start">
              <DayInput
                label="Start Date"
                value={draft.startDate}
                maxDay={draft.endDate && draft.endDate < today ? draft.endDate : today}
                onChange={(startDate) => change({ startDate })}
                error={errors.startDate}
                required
              />
              <DayInput
                label="End Date"
                value={draft.endDate}
                minDay={draft.startDate}
                maxDay={today}
                onChange={(endDate) => change({ endDate })}
                error={errors.endDate}
                required
              />
            </Group>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={clear}>
              Clear filters
            </Button>
            <Button type="submit">Filter Sinkhole Logs</Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
