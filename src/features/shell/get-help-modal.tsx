import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import { config } from '@/config/env';

export interface GetHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

/** '(888) 555-0100' → 'tel:+18885550100'; numbers that are not 10-digit US numbers keep their digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** Resources → Get Help: support contacts from the build configuration (spec 1 §1). */
export function GetHelpModal({ opened, onClose }: GetHelpModalProps) {
  const email = (
    <Anchor href={`mailto:${config.supportEmail}`} c="blue.8" underline="always">
      {config.supportEmail}
    </Anchor>
  );
  const phone = (
    <Anchor href={telHref(config.supportPhone)} c="blue.8" underline="always">
      {config.supportPhone}
    </Anchor>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Get Help">
      <Stack gap="md">
        <Text>
          Email: {email}
          <br />
          Phone: {phone}
        </Text>
        <div>
          <Title order={3} size="h5">
            I am experiencing technical difficulties
          </Title>
          <Text>
            Contact {config.contractor} at {email} or {phone}.
          </Text>
        </div>
      </Stack>
    </Modal>
  );
}
