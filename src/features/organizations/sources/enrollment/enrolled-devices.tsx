import { Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type SetRef, authDeviceListQuery } from '@/api/sources/enrollment-queries';
import { ErrorState } from '@/components/error-state';
import { formatDate, formatDateTime } from '@/lib/format';

/**
 * The devices enrolled in the set (spec 1 §7, /source/api/source-set/auth-device/list), so whoever
 * changes or revokes the enrollment sees which devices rely on it.
 */
export function EnrolledDevices({ setRef }: { setRef: SetRef }) {
  const headingId = useId();
  const devices = useQuery(authDeviceListQuery(setRef));

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        Enrolled Devices
      </Text>
      {devices.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="xs" /> <Text size="sm">Loading enrolled devices…</Text>
        </Group>
      ) : devices.isError ? (
        <ErrorState
          title="Enrolled devices could not be loaded"
          error={devices.error}
          onRetry={() => void devices.refetch()}
        />
      ) : devices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No devices enrolled in this source set.
        </Text>
      ) : (
        // A list taller than the box scrolls: the keyboard must reach it too (WCAG 2.1.1).
        <ScrollArea.Autosize
          mah={240}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': headingId }}
        >
          <Table striped stickyHeader aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device Name</Table.Th>
                <Table.Th>Platform</Table.Th>
                <Table.Th>Enrolled By</Table.Th>
                <Table.Th>Enrolled On</Table.Th>
                <Table.Th>Last Seen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.data.map((device) => (
                <Table.Tr key={device.id}>
                  <Table.Td>{device.deviceName}</Table.Td>
                  <Table.Td>{device.platform}</Table.Td>
                  <Table.Td>{device.enrolledBy}</Table.Td>
                  <Table.Td>{formatDate(device.enrolledAt)}</Table.Td>
                  <Table.Td>{formatDateTime(device.lastSeenAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
