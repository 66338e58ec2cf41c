import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Stack maw={640} gap="md">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to="/dashboard" w="fit-content">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
