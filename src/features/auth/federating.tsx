import { Center, Loader, Stack, Text } from '@mantine/core';

/** The Loading sign-in state (spec 1 §4): shown while the session is resumed or started. */
export function Federating() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text size="lg" c="gray.8">
          Federating...
        </Text>
      </Stack>
    </Center>
  );
}
