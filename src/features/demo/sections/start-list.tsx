import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StartListItem {
  id: string;
  title: string;
  description: string;
}

/**
 * A list of things a presenter can start from the demo panel (tours, scenarios): each row's title
 * and description beside its action. A long description wraps; the action keeps its width.
 */
export function StartList<T extends StartListItem>({
  label,
  items,
  action,
}: {
  label: string;
  items: readonly T[];
  action: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {items.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} flex={1} miw={0}>
            <Text size="sm" fw={600}>
              {item.title}
            </Text>
            <Text size="xs">{item.description}</Text>
          </Stack>
          <div style={NO_SHRINK}>{action(item)}</div>
        </Group>
      ))}
    </Stack>
  );
}

const NO_SHRINK = { flexShrink: 0 };
