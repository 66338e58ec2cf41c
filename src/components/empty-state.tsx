import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconInbox } from '@tabler/icons-react';

interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  /** Optional call to action, e.g. an 'Add New …' button. */
  children?: ReactNode;
}

/** A centred placeholder for a screen or panel with nothing to show yet. */
export function EmptyState({ title, text, icon = <IconInbox size={28} aria-hidden />, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon variant="light" size={56} radius="xl">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h4">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
      )}
      {children}
    </Stack>
  );
}
