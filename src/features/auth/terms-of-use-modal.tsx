import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { sessionStore } from '@/api/session/store';
import { useRemoveStaticShell } from '@/lib/static-shell';
import { TERMS_OF_USE } from './terms-of-use-text';

/** The system-use notice (terms-of-use-text.ts). It cannot be dismissed: the only way on is to accept it. */
export function TermsOfUseModal() {
  // index.html painted a static copy of this screen before any script ran; this one replaces it.
  useRemoveStaticShell();
  return (
    <Modal
      opened
      onClose={() => undefined}
      title={TERMS_OF_USE.title}
      size="lg"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      // Rendered in place: Mantine's Portal mounts its children only after a layout effect, which
      // re-rendered the whole notice in one synchronous task after the first render, the largest
      // part of a cold load's blocking time (docs/performance.md, "The first render").
      withinPortal={false}
    >
      <Stack gap="sm">
        <Text>{TERMS_OF_USE.intro}</Text>
        <Text>{TERMS_OF_USE.consentLead}</Text>
        <List spacing="xs">
          {TERMS_OF_USE.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text fw={600}>{TERMS_OF_USE.closing}</Text>
        <Group justify="flex-end" mt="sm">
          <Button data-autofocus onClick={() => sessionStore.set({ termsAccepted: true })}>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
