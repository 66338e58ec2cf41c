import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { sessionStore } from '@/api/session/store';
import { useRemoveStaticShell } from '@/lib/static-shell';

/**
 * The system-use notice every U.S. Government information system shows before sign-in.
 * It cannot be dismissed: the only way on is to accept it.
 */
export function TermsOfUseModal() {
  // index.html painted a static copy of this screen before any script ran; this one replaces it.
  useRemoveStaticShell();
  return (
    <Modal
      opened
      onClose={() => undefined}
      title="Terms of Use"
      size="lg"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="sm">
        <Text>
          You are accessing a U.S. Government information system, which includes this computer, this
          network, all computers connected to this network, and all devices and storage media attached
          to this network or to a computer on this network. This information system is provided for
          U.S. Government-authorized use only.
        </Text>
        <Text>By using this information system, you understand and consent to the following:</Text>
        <List spacing="xs">
          <List.Item>
            Usage of this system may be monitored, recorded, and subject to audit. You have no
            reasonable expectation of privacy regarding any communication or data transiting or stored
            on this information system.
          </List.Item>
          <List.Item>
            Unauthorized or improper use of this system is prohibited and may result in disciplinary
            action as well as criminal and civil penalties.
          </List.Item>
          <List.Item>
            At any time, and for any lawful Government purpose, the Government may monitor, intercept,
            search, and seize any communication or data transiting or stored on this information
            system.
          </List.Item>
          <List.Item>
            Any communication or data transiting or stored on this information system may be disclosed
            or used for any lawful Government purpose.
          </List.Item>
        </List>
        <Text fw={600}>Use of this system indicates consent to monitoring and recording.</Text>
        <Group justify="flex-end" mt="sm">
          <Button data-autofocus onClick={() => sessionStore.set({ termsAccepted: true })}>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
