import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  CLIENT_PROTOCOLS,
  type ClientProtocol,
  ENROLLMENT_PLATFORMS,
  type EnrollmentPlatform,
} from '@/api/sources/enrollment-contract';
import { type EnrollmentFileFor, type SetRef, downloadEnrollmentConfig } from '@/api/sources/enrollment-queries';
import { openFile } from '@/api/files/open-file';

const PROTOCOL_LABEL: Record<ClientProtocol, string> = { DoH: 'DNS over HTTPS', DoT: 'DNS over TLS' };

export interface ClientConfigDownloadsProps extends EnrollmentFileFor {
  setRef: SetRef;
  unsaved: boolean;
  /** False while what the file is for (the set's token) is still loading. */
  ready: boolean;
}

/**
 * One download per platform (spec 1 §2), with the options the file is generated from (spec 1 §7's
 * clientDeviceConfig). The file carries the enrollment as saved, so the buttons wait while the
 * dialog shows changes that are not saved yet. While the dialog still shows a new token's secret,
 * the files carry it too.
 */
export function ClientConfigDownloads({
  setRef,
  unsaved,
  ready,
  serviceTokenId,
  clientSecret,
}: ClientConfigDownloadsProps) {
  const headingId = useId();
  const [protocol, setProtocol] = useState<ClientProtocol>('DoH');
  const [pending, setPending] = useState<EnrollmentPlatform | null>(null);

  const download = async (platform: EnrollmentPlatform) => {
    setPending(platform);
    await openFile(() => downloadEnrollmentConfig(setRef, { platform, protocol }, { serviceTokenId, clientSecret }), {
      mode: 'download',
    });
    setPending(null);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        Client Configuration
      </Text>
      <Radio.Group
        label="Resolver Protocol"
        size="sm"
        value={protocol}
        onChange={(v) => setProtocol(v as ClientProtocol)}
      >
        <Group gap="lg" mt={4}>
          {CLIENT_PROTOCOLS.map((value) => (
            <Radio key={value} value={value} label={PROTOCOL_LABEL[value]} />
          ))}
        </Group>
      </Radio.Group>
      <Group gap="xs">
        {ENROLLMENT_PLATFORMS.map((platform) => (
          <Button
            key={platform}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            aria-label={`Download ${platform} configuration`}
            disabled={unsaved || !ready || (pending !== null && pending !== platform)}
            loading={pending === platform}
            onClick={() => void download(platform)}
          >
            {platform}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {unsaved
          ? 'Save your changes to download a configuration that carries them.'
          : clientSecret
            ? 'The files include the client secret shown above: keep them as safe as the secret.'
            : 'Install the file with your device management tool; it points the device at this source set and enrolls it.'}
      </Text>
    </Stack>
  );
}
