import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export interface NotBuiltYetProps {
  title: string;
  /** What the finished screen will do, in one sentence. */
  purpose: string;
  /** Where the specification describes it, e.g. 'Specification 3, DNS Logs'. */
  specReference: string;
}

/** A route that exists, with its guard, but whose screen belongs to a later release. */
export function NotBuiltYet({ title, purpose, specReference }: NotBuiltYetProps) {
  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>{title}</Title>
      <Alert variant="light" color="gray" icon={<IconTools aria-hidden />} title="Not built yet">
        <Text size="sm">This screen is not built yet; it arrives in a later release of the console.</Text>
        <Text size="sm" mt="xs">
          When built, it will {purpose}
        </Text>
        <Text size="sm" mt="xs" c="dimmed">
          Described in: {specReference}.
        </Text>
      </Alert>
    </Stack>
  );
}
