import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ENROLLMENT_PLATFORMS, type EnrollmentPlatform } from '@/api/sources/enrollment-contract';
import { type SetRef, downloadEnrollmentConfig } from '@/api/sources/enrollment-queries';
import { openFile } from '@/api/files/open-file';

/**
 * One download per platform (spec 1 §2). The file carries the enrollment as saved, so the
 * buttons wait while the dialog shows changes that are not saved yet.
 */
export function ClientConfigDownloads({ setRef, unsaved }: { setRef: SetRef; unsaved: boolean }) {
  const headingId = useId();
  const [pending, setPending] = useState<EnrollmentPlatform | null>(null);

  const download = async (platform: EnrollmentPlatform) => {
    setPending(platform);
    await openFile(() => downloadEnrollmentConfig(setRef, platform), { mode: 'download' });
    setPending(null);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        Client Configuration
      </Text>
      <Group gap="xs">
        {ENROLLMENT_PLATFORMS.map((platform) => (
          <Button
            key={platform}
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            aria-label={`Download ${platform} configuration`}
            disabled={unsaved || (pending !== null && pending !== platform)}
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
          : 'Install the file with your device management tool; it points the device at this source set and enrolls it.'}
      </Text>
    </Stack>
  );
}
