import { Button, Divider, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { demoControls } from '@/lib/demo-controls';
import { ChaosSettings } from './chaos-settings';
import { useDemoQuery, useDemoRefresh } from './demo-queries';
import { FaultForm } from './fault-form';

/**
 * The demo control panel's faults section (issue 17): the next N replies of a chosen call carry a
 * chosen error key (in the worker: every tab meets them), and this tab's chaos setting.
 */
export function FaultsSection() {
  const controls = demoControls.get();
  const active = useDemoQuery('faults', (c) => c.faults.list(), 1500);
  const refresh = useDemoRefresh();
  const [said, setSaid] = useState('');
  if (!controls) return <Text size="sm">The demo service has not started yet.</Text>;
  const remove = async (id?: string) => {
    await controls.faults.clear(id);
    await refresh.reading('faults');
    setSaid(id ? 'The fault was removed.' : 'Every fault was removed.');
  };
  const rules = active.data ?? [];

  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        Inject a fault
      </Title>
      <FaultForm
        faults={controls.faults}
        onInjected={(message) => {
          setSaid(message);
          void refresh.reading('faults');
        }}
      />
      <Text size="sm" role="status" aria-live="polite">
        {said}
      </Text>
      <Group justify="space-between">
        <Title order={3} size="h5">
          Active faults
        </Title>
        <Button variant="default" size="compact-sm" disabled={rules.length === 0} onClick={() => void remove()}>
          Clear all
        </Button>
      </Group>
      {rules.length === 0 ? (
        <Text size="sm">No fault is active.</Text>
      ) : (
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Caption>Faults waiting for their call</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Call</Table.Th>
              <Table.Th>Error key</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Replies left</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td>{rule.endpointId}</Table.Td>
                <Table.Td>
                  {rule.key} ({rule.status})
                </Table.Td>
                <Table.Td>{rule.field ?? '—'}</Table.Td>
                <Table.Td>{rule.remaining}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void remove(rule.id)}
                    aria-label={`Remove the fault on ${rule.endpointId}`}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Divider />
      <ChaosSettings chaos={controls.chaos} />
    </Stack>
  );
}
