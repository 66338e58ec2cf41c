import { Button, Group } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Action {
  /** What the button reads, e.g. 'View List'. */
  label: string;
  /** Its accessible name, naming the row's item, e.g. 'View List USDA SOC'. */
  name: string;
}

export interface ViewDeleteActionsProps {
  view: Action & ({ onClick: () => void } | { renderRoot: (props: Record<string, unknown>) => ReactNode });
  /** Absent when the viewer may not delete. */
  remove?: Action & { onClick: () => void };
}

/**
 * A table row's View and Delete buttons, side by side at the row's end (management networks,
 * access keys, distribution lists). Delete is red in the theme's error colour, which keeps AA
 * contrast in both schemes.
 */
export function ViewDeleteActions({ view, remove }: ViewDeleteActionsProps) {
  const { label, name, ...how } = view;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconEye size={16} aria-hidden />}
        aria-label={name}
        {...how}
      >
        {label}
      </Button>
      {remove && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          c="var(--mantine-color-error)"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={remove.onClick}
          aria-label={remove.name}
        >
          {remove.label}
        </Button>
      )}
    </Group>
  );
}
