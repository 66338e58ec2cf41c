import { Modal, Stack, Text } from '@mantine/core';
import { config } from '@/config/env';

export interface AboutModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Resources → About (spec 1 §1). */
export function AboutModal({ opened, onClose }: AboutModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Management Application Version">
      <Stack gap="xs">
        <Text>Release: {config.release}</Text>
        <Text>Release Date: {config.releaseDate}</Text>
      </Stack>
    </Modal>
  );
}
