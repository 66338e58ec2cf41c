import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { RECIPIENTS_MAX } from '@/api/distribution-lists/contract';
import { type DistributionListFormValues, recipientRow } from './distribution-list-form-values';

export interface RecipientsCardProps {
  form: UseFormReturnType<DistributionListFormValues>;
  readOnly: boolean;
  disabled: boolean;
  /** Trims a text field when it loses focus (spec 1 §5). */
  trimOnBlur: (path: string) => () => void;
}

/**
 * The Recipients card (spec 1 §2): a row of Email Address and Comment per recipient, Add Recipient,
 * and a remove button per row that is not shown while only one row is left (a list needs one).
 */
export function RecipientsCard({ form, readOnly, disabled, trimOnBlur }: RecipientsCardProps) {
  const titleId = useId();
  const rows = form.values.recipients;
  const listError = typeof form.errors.recipients === 'string' ? form.errors.recipients : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          Recipients
        </Title>
        <Text size="sm" c="dimmed">
          {rows.length} of at most {RECIPIENTS_MAX}
        </Text>
      </Group>
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label="Email Address"
              type="email"
              withAsterisk={!readOnly}
              autoComplete="off"
              style={{ flex: 3 }}
              aria-label={`Email Address, recipient ${index + 1}`}
              {...form.getInputProps(`recipients.${index}.email`)}
              onBlur={trimOnBlur(`recipients.${index}.email`)}
              disabled={readOnly || disabled}
            />
            <TextInput
              label="Comment"
              autoComplete="off"
              style={{ flex: 2 }}
              aria-label={`Comment, recipient ${index + 1}`}
              {...form.getInputProps(`recipients.${index}.comment`)}
              onBlur={trimOnBlur(`recipients.${index}.comment`)}
              disabled={readOnly || disabled}
            />
            {!readOnly && rows.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={`Remove recipient ${index + 1}${row.email ? ` (${row.email})` : ''}`}
                onClick={() => form.removeListItem('recipients', index)}
                disabled={disabled}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {listError}
          </Text>
        )}
        {!readOnly && (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('recipients', recipientRow())}
            disabled={disabled || rows.length >= RECIPIENTS_MAX}
          >
            Add Recipient
          </Button>
        )}
      </Stack>
    </Card>
  );
}
