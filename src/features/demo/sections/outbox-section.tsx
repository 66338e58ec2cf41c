import { Accordion, Group, Stack, Text } from '@mantine/core';
import { demoControls } from '@/lib/demo-controls';
import { formatMockTime } from './clock-format';
import { useDemoQuery } from './demo-queries';

/**
 * The demo control panel's outbox (issue 17): every e-mail the service would have sent (access
 * decisions, approval requests and reminders, alerts, welcome e-mails), newest first, each opened
 * to read. Sent times are the mock's clock.
 */
export function OutboxSection() {
  const controls = demoControls.get();
  const outbox = useDemoQuery('outbox', async (c) => (await c.outbox()).reverse());
  if (!controls) return <Text size="sm">The demo service has not started yet.</Text>;
  const mails = outbox.data ?? [];

  return (
    <Stack gap="sm">
      <Text size="sm">
        The demo sends no e-mail: here is every message the service would have sent, newest first. Open one to read it.
      </Text>
      {outbox.isPending && <Text size="sm">Reading the outbox…</Text>}
      {outbox.isSuccess && mails.length === 0 && <Text size="sm">No e-mail has been sent yet.</Text>}
      {mails.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {mails.length} {mails.length === 1 ? 'e-mail' : 'e-mails'}
          </Text>
          <Accordion variant="separated" chevronPosition="left" aria-label="Outbox">
            {mails.map((mail) => (
              <Accordion.Item key={mail.id} value={mail.id}>
                <Accordion.Control>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {mail.subject}
                    </Text>
                    <Group gap="xs" wrap="wrap">
                      <Text size="xs">To {mail.to.join(', ')}</Text>
                      <Text size="xs">· {formatMockTime(Date.parse(mail.sentAt))}</Text>
                    </Group>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-body">
                    {mail.body}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}
