import { Alert, Box, Button, Checkbox, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRulesOfBehavior } from './use-rules-of-behavior';

export const RULES_OF_BEHAVIOR_ERROR = 'An error occurred. Please try again.';

/** After sign-in, until the user has accepted the current Rules of Behavior (spec 2 §4.4). */
export function RulesOfBehaviorModal() {
  const { document, opened, status, accept } = useRulesOfBehavior();
  const [acknowledged, setAcknowledged] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title="Rules of Behavior"
      size="lg"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {document.audience} · {document.date}
        </Text>
        <Box
          role="region"
          aria-label="Rules of Behavior text"
          tabIndex={0}
          mah="45vh"
          p="sm"
          style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        >
          <Stack gap="sm">
            <Text size="sm">{document.intro}</Text>
            {document.sections.map((section) => (
              <div key={section.heading}>
                <Title order={3} size="h6" mb={4}>
                  {section.heading}
                </Title>
                <List size="sm" spacing={4}>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </Box>
        <Checkbox
          data-autofocus
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.currentTarget.checked)}
          label="I have read and understand these Rules of Behavior, and I agree to follow them."
        />
        {status === 'error' && (
          <Alert color="red.9" variant="outline">
            {RULES_OF_BEHAVIOR_ERROR}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={accept} disabled={!acknowledged} loading={status === 'pending'}>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
