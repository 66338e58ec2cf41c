import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { SourceSetRow } from '@/api/sources/contract';
import { DeviceEnrollmentSlot } from './device-enrollment-slot';

/** A set row's actions: Source Set Information, and Device Enrollment where it is offered. */
export function SetRowActions({
  set,
  onInformation,
  enroll,
}: {
  set: SourceSetRow;
  onInformation: () => void;
  /** canEnrollDevices: never for exclusion zones or managed-service organizations. */
  enroll: boolean;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Source Set Information">
        <ActionIcon variant="subtle" aria-label={`Source Set Information ${set.name}`} onClick={onInformation}>
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {enroll && <DeviceEnrollmentSlot set={set} />}
    </Group>
  );
}
