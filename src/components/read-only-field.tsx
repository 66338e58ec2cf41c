import { Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A value the viewer may not change, shown as text rather than a disabled input: a disabled input
 * looks editable but broken, is skipped by the keyboard and often fails contrast.
 */
export function ReadOnlyField({ label, value, empty = '—' }: { label: string; value: ReactNode; empty?: string }) {
  const id = useId();
  const blank = value === null || value === undefined || value === '';
  return (
    <Stack gap={2} role="group" aria-labelledby={id}>
      <Text id={id} fw={600} size="sm">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {blank ? empty : value}
      </Text>
    </Stack>
  );
}
