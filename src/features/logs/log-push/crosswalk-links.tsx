import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { openPresignedUrl } from '@/api/files/open-file';
import { locationCrosswalk, policyCrosswalk } from '@/api/log-push-jobs/queries';
import { notify } from '@/lib/notify';

const LINKS = [
  { label: 'Location to Source Set', fetch: locationCrosswalk },
  { label: 'Policy ID to Policy Name', fetch: policyCrosswalk },
] as const;

/** The two crosswalk downloads (spec 3 §2): CSV files the service makes when asked. */
export function CrosswalkLinks({ orgId }: { orgId: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (link: (typeof LINKS)[number]) => {
    setBusy(link.label);
    try {
      const { preSignedUrl } = await link.fetch(orgId);
      await openPresignedUrl(preSignedUrl, { mode: 'download' });
    } catch (error) {
      notify.apiError(error, `The ${link.label} crosswalk could not be downloaded`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {LINKS.map((link) => (
        <Button
          key={link.label}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === link.label}
          onClick={() => void download(link)}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
