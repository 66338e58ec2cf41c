import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ErrorStateProps {
  title: string;
  /** The failure; its message (the error table's text for an API error) is shown under the title. */
  error?: unknown;
  onRetry?: () => void;
  retryLabel?: string;
}

const messageOf = (error: unknown): string | null =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : null;

/**
 * A screen or section whose data could not be loaded: what failed, why, and a way to try again.
 * `data-error-state` lets the chaos test tell an error state from the screen's other alerts.
 */
export function ErrorState({ title, error, onRetry, retryLabel = 'Try again' }: ErrorStateProps) {
  const message = messageOf(error);
  return (
    <Alert
      color="red"
      variant="outline"
      title={title}
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      data-error-state
    >
      {message && <Text size="sm">{message}</Text>}
      {onRetry && (
        <Button size="xs" mt="sm" variant="outline" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
