import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { usePendingAccessRequests } from './use-access-requests';

/** Everywhere but the access-request route itself, a pending count with a way to the panel. */
export function AccessRequestBanner() {
  const { allowed, requests } = usePendingAccessRequests();
  const { pathname } = useLocation();
  if (!allowed || requests.length === 0 || pathname === '/access-requests') return null;
  return (
    <Alert color="blue" variant="light" icon={<IconUserPlus aria-hidden />} py="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600}>
          You have {requests.length} access {requests.length === 1 ? 'request' : 'requests'} pending
        </Text>
        <Button component={Link} to="/access-requests" size="xs" variant="filled">
          View Access Request
        </Button>
      </Group>
    </Alert>
  );
}
