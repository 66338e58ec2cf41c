import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { demoControls } from '@/lib/demo-controls';
import type { DemoScenarioState } from '@/lib/demo-control-types';
import { formatMockTime } from './clock-format';
import { useDemoQuery, useDemoRefresh } from './demo-queries';
import { StartList } from './start-list';
import { StoryLinkCopy } from './story-link-copy';

const STATE_LABEL: Record<DemoScenarioState, string> = { scheduled: 'Scheduled', running: 'Running', ended: 'Ended' };
const STATE_COLOR: Record<DemoScenarioState, string> = { scheduled: 'gray.8', running: 'green.9', ended: 'dark.6' };

/**
 * The demo control panel's scenarios: a storyline starts now on the mock's clock and from then
 * on the DNS world holds it, so every screen that reads the world shows it. Removing one takes
 * its traffic out of every screen again.
 */
export function ScenariosSection() {
  const controls = demoControls.get();
  const listing = useDemoQuery('scenarios', (c) => c.scenarios.list(), 5000);
  const refresh = useDemoRefresh();
  const [problem, setProblem] = useState<string | null>(null);
  if (!controls) return <Text size="sm">The demo service has not started yet.</Text>;
  const { offered = [], started = [] } = listing.data ?? {};

  const act = async (work: () => Promise<unknown>) => {
    setProblem(null);
    await work();
    await refresh.all();
  };
  const start = (scenarioId: string) =>
    act(async () => {
      const reply = await controls.scenarios.start(scenarioId);
      if (!reply.ok) setProblem(reply.message);
    });

  return (
    <Stack gap="md">
      <Text size="sm">
        A scenario plays a storyline in the demo&apos;s DNS traffic from the moment it is started on the demo clock:
        every screen that reads the traffic shows it (the Dashboard, DNS Logs, threats, policy analyses, sinkhole logs
        and alert e-mails), and a policy approved meanwhile changes its traffic from then on.
      </Text>
      <Title order={3} size="h6">
        Scenarios
      </Title>
      {listing.isPending && <Text size="sm">Reading the scenarios…</Text>}
      <StartList
        label="Scenarios"
        items={offered.map((scenario) => ({ ...scenario, description: scenario.summary }))}
        action={(scenario) => (
          <Button size="xs" onClick={() => void start(scenario.id)} aria-label={`Start ${scenario.title}`}>
            Start
          </Button>
        )}
      />
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
      <Title order={3} size="h6">
        Started scenarios
      </Title>
      {listing.isSuccess && started.length === 0 && <Text size="sm">No scenario has been started.</Text>}
      {started.length > 0 && (
        <Table withTableBorder fz="sm" verticalSpacing={4} aria-label="Started scenarios">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Scenario</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Traffic</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {started.map((scenario) => (
              <Table.Tr key={scenario.id}>
                <Table.Td>{scenario.title}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[scenario.state]} variant="filled" miw="max-content">
                    {STATE_LABEL[scenario.state]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {formatMockTime(Date.parse(scenario.from))} to {formatMockTime(Date.parse(scenario.to))}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => void act(() => controls.scenarios.remove(scenario.id))}
                    aria-label={`Remove ${scenario.title}`}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <StoryLinkCopy started={started} />
    </Stack>
  );
}
