import { Box, Checkbox, Group, Select, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { shortDate } from './threat-colors';

export const PTR_HELP =
  'PTR (pointer) records are reverse lookups: they ask which name belongs to an IP address ' +
  '(for example 4.3.2.1.in-addr.arpa). Clear the box to leave them out.';

export interface ThreatControlsProps {
  dates: string[];
  date: string | undefined;
  onDate: (date: string) => void;
  ptr: boolean;
  onPtr: (ptr: boolean) => void;
}

/**
 * The date picker over the 7 available days and 'Show PTR Records' (spec 2 §2.3). The legend sits on
 * each card, beside its chart, so it is in view with every chart of a long screen.
 */
export function ThreatControls({ dates, date, onDate, ptr, onPtr }: ThreatControlsProps) {
  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <Select
        label="Date"
        w={170}
        data={[...dates].reverse().map((d) => ({ value: d, label: shortDate(d) }))}
        value={date ?? null}
        onChange={(value) => value && onDate(value)}
        allowDeselect={false}
        disabled={!dates.length}
      />
      <Group gap={6} wrap="nowrap" mb={6}>
        <Checkbox label="Show PTR Records" checked={ptr} onChange={(event) => onPtr(event.currentTarget.checked)} />
        <Tooltip label={PTR_HELP} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
          <Box
            component="span"
            tabIndex={0}
            aria-label="About PTR records"
            role="img"
            c="var(--mantine-color-anchor)"
            lh={0}
          >
            <IconInfoCircle size={18} aria-hidden />
          </Box>
        </Tooltip>
      </Group>
    </Group>
  );
}
