import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { Persona } from '@/api/auth/contract';
import { personaListQuery } from '@/api/auth/queries';
import { organizationListQuery } from '@/api/organizations/queries';
import { queryClient } from '@/api/query-client';
import { roleLabel } from '@/api/roles';
import { RoleBadges } from '@/components/role-badges';
import { switchPersona } from '@/api/session/actions';
import { sessionStore, useSession } from '@/api/session/store';
import { notify } from '@/lib/notify';
import { useScreenCatalogue } from '../palette/catalogue-context';
import type { ScreenCatalogue } from '../palette/palette-types';
import { DASHBOARD, type SwitchPlace, cannotOpenMessage, mayStay } from '../persona-switch';

type Router = ReturnType<typeof useRouter>;

const organizationsOf = () => queryClient.getQueryData(organizationListQuery().queryKey) ?? [];

/** The page as the previous persona knew it: named as their navigation names it, else by its title. */
function placeOf(router: Router, catalogue: ScreenCatalogue): SwitchPlace {
  const { user, principal, selectedOrgId } = sessionStore.get();
  const orgId = selectedOrgId ?? user?.orgId;
  const pathname = router.state.location.pathname;
  const selected = organizationsOf().find((org) => org.orgId === orgId);
  const screen =
    user && principal
      ? catalogue.screens({ principal, email: user.email, selected }).find((s) => s.to === pathname)
      : undefined;
  const titled = router.state.matches.filter((match) => match.staticData.title);
  return { pathname, title: screen?.label ?? titled.at(-1)?.staticData.title ?? 'this page', orgId };
}

/** The demo control panel's personas section (issue 17): switch who is signed in, keeping the page if allowed. */
export function PersonasSection() {
  const personas = useQuery(personaListQuery());
  const current = useSession((s) => s.user?.email);
  const catalogue = useScreenCatalogue();
  const router = useRouter();
  const [switching, setSwitching] = useState<string | null>(null);

  const choose = async (persona: Persona) => {
    const place = placeOf(router, catalogue);
    const href = router.state.location.href;
    setSwitching(persona.email);
    try {
      if (!(await switchPersona(persona.email))) return;
      const { user, principal, selectedOrgId } = sessionStore.get();
      if (!user || !principal) return;
      const organizations = await queryClient.fetchQuery(organizationListQuery()).catch(() => []);
      const selected = organizations.find((org) => org.orgId === (selectedOrgId ?? user.orgId));
      if (mayStay(place, { principal, email: user.email, selected }, catalogue)) {
        if (router.state.location.href !== href) await router.navigate({ href, replace: true });
        notify.info({ title: `Signed in as ${persona.name}`, message: `Still on ${place.title}.` });
      } else {
        await router.navigate({ to: DASHBOARD.to, replace: true });
        notify.warn({ title: `Signed in as ${persona.name}`, message: cannotOpenMessage(persona.name, place.title) });
      }
    } finally {
      setSwitching(null);
    }
  };

  if (!current) return <Text size="sm">Sign in first: the personas here switch a signed-in session.</Text>;
  if (personas.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading personas...</Text>
      </Group>
    );
  if (personas.isError)
    return (
      <Alert color="red" variant="outline" title="Could not load the personas." role="alert">
        <Button size="xs" variant="outline" color="red" onClick={() => void personas.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        Switch who is signed in without signing out. The page stays when the new persona may open it; otherwise the
        Dashboard opens and a notice says why.
      </Text>
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Personas">
        {personas.data.map((persona) => (
          <Paper component="li" key={persona.email} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{persona.name}</Text>
                <Text size="sm">
                  {persona.orgDisplayName} · {persona.roleLabel}
                </Text>
                <RoleBadges labels={persona.roles.map(roleLabel)} />
              </div>
              {persona.email === current ? (
                <Badge color="green.9" variant="filled" style={{ flexShrink: 0 }}>
                  Signed in
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  style={{ flexShrink: 0 }}
                  loading={switching === persona.email}
                  disabled={switching !== null && switching !== persona.email}
                  aria-label={`Switch to ${persona.name}`}
                  onClick={() => void choose(persona)}
                >
                  Switch
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
