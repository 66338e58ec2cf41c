import { Alert, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { personaListQuery } from '@/api/auth/queries';
import type { Persona } from '@/api/auth/contract';
import { roleLabel } from '@/api/roles';
import { RoleBadges } from '@/components/role-badges';
import { isDemo } from '@/config/env';
import { signIn } from '@/api/session/actions';
import classes from './persona-chooser.module.css';

/**
 * Stands in for the identity provider: this build signs in against the mock service, which
 * offers seeded personas covering every role and organization type.
 */
export function PersonaChooser({ id }: { id?: string }) {
  const personas = useQuery(personaListQuery());
  const headingId = useId();

  return (
    <Stack gap="sm" id={id} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Choose who to sign in as
      </Title>
      {isDemo && (
        <Alert color="navy" variant="outline" title="Demo data" role="note">
          <Text size="sm">
            This is a demonstration. Every person, organization and record shown is fictitious and lives only in this
            browser; nothing is sent to a real service.
          </Text>
        </Alert>
      )}
      {personas.isPending && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Loading sign-in options...</Text>
        </Group>
      )}
      {personas.isError && (
        <Alert color="red" variant="outline" title="Could not load sign-in options." role="alert" data-error-state>
          <Button size="xs" variant="outline" color="red" onClick={() => void personas.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {personas.isSuccess && (
        <Stack component="ul" gap="xs" className={classes.list}>
          {personas.data.map((persona) => (
            <li key={persona.email}>
              <PersonaOption persona={persona} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PersonaOption({ persona }: { persona: Persona }) {
  const summaryId = useId();
  return (
    <UnstyledButton
      className={classes.option}
      aria-label={`${persona.name}, ${persona.roleLabel}, ${persona.orgDisplayName}`}
      aria-describedby={summaryId}
      onClick={() => void signIn(persona.email)}
    >
      <Text fw={600}>{persona.name}</Text>
      <Text size="sm" c="dimmed">
        {persona.orgDisplayName} · {persona.roleLabel}
      </Text>
      <Text size="sm" c="dimmed" mt={4} id={summaryId}>
        {persona.summary}
      </Text>
      <RoleBadges labels={persona.roles.map(roleLabel)} />
    </UnstyledButton>
  );
}
