import { ActionIcon, Tooltip } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import type { SourceSet } from '@/api/sources/schemas';
import { EnrollmentDialog } from './enrollment-dialog';

/** The Device Enrollment row action of a source set and its dialog (shown where canEnrollDevices allows). */
export function DeviceEnrollmentAction({ set }: { set: SourceSet }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label="Device Enrollment">
        <ActionIcon variant="subtle" aria-label={`Device Enrollment ${set.name}`} onClick={() => setOpened(true)}>
          <IconDevices size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <EnrollmentDialog set={opened ? set : null} onClose={() => setOpened(false)} />
    </>
  );
}
