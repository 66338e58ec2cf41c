import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { LogPushHealth } from '@/api/log-push-jobs/contract';
import { formatDateTime } from '@/lib/format';

/**
 * A job's health (beyond the spec): the last delivery and the last error, from the simulated
 * destination. Words carry the meaning; the icons only repeat it.
 */
export function LogPushHealthText({ health }: { health: LogPushHealth }) {
  const delivered = health.lastDeliveryAt
    ? `Last delivery ${formatDateTime(health.lastDeliveryAt)}`
    : 'No delivery yet: the first batch arrives a minute after the hour';
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        {!health.lastError && health.lastDeliveryAt && (
          <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
        )}
        <Text size="sm">{delivered}</Text>
      </Group>
      {health.lastError && (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-error)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" c="var(--mantine-color-error)">
            Last error {formatDateTime(health.lastErrorAt)}: {health.lastError}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
