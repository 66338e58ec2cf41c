import { Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { productTitle } from '@/config/env';
import { useRemoveStaticShell } from '@/lib/static-shell';

/** The Loading sign-in state (spec 1 §4): shown while the session is resumed or started. */
export function Federating() {
  // index.html painted a static copy of this screen before any script ran; this one replaces it.
  useRemoveStaticShell();
  return (
    <Center component="main" mih="100vh" p="md">
      <VisuallyHidden>
        <Title order={1}>{productTitle}</Title>
      </VisuallyHidden>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text size="lg">Federating...</Text>
      </Stack>
    </Center>
  );
}
