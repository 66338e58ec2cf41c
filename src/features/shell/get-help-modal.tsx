import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import { config } from '@/config/env';
import linkClasses from './link-colour.module.css';
import { telHref } from './tel-href';

export interface GetHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Resources → Get Help: support contacts from the build configuration (spec 1 §1). */
export function GetHelpModal({ opened, onClose }: GetHelpModalProps) {
  const email = (
    <Anchor href={`mailto:${config.supportEmail}`} className={linkClasses.link} underline="always">
      {config.supportEmail}
    </Anchor>
  );
  const phone = (
    <Anchor href={telHref(config.supportPhone)} className={linkClasses.link} underline="always">
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
