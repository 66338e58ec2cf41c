import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useSearch } from '@tanstack/react-router';

/** Where a role guard sends a user who opened a page their roles do not include. */
export function NotAuthorized() {
  const { from } = useSearch({ from: '/not-authorized' });
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>Not authorized</Title>
      <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title="You do not have access to this page">
        {from ? `Your roles do not include access to ${from}. ` : 'Your roles do not include access to that page. '}
        If you need it, ask a user manager of your organization to add the role.
      </Alert>
      <Button component={Link} to="/dashboard" w="fit-content">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
