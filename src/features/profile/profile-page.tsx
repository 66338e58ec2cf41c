import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { organizationListQuery } from '@/api/organizations/queries';
import { displayedRole, roleLabel } from '@/api/roles';
import { fetchRulesOfBehavior } from '@/api/session/queries';
import { useSignedInUser } from '@/api/session/store';
import { ownProfileQuery } from '@/api/users/queries';
import { ErrorState } from '@/components/error-state';
import { ReadOnlyField } from '@/components/read-only-field';
import { ProfileForm } from './profile-form';

/**
 * The signed-in person's Profile (spec 1 §6: everyone has one, users with no roles included):
 * their details as the service holds them, and their own names and phone to edit.
 */
export function ProfilePage() {
  const { user: session, principal } = useSignedInUser();
  const profile = useQuery(ownProfileQuery());
  const organizations = useQuery(organizationListQuery());
  const rules = useQuery({
    queryKey: ['profile', 'rulesOfBehaviorSigned', session.email, session.orgId],
    queryFn: () => fetchRulesOfBehavior(session.email, session.orgId),
  });
  const [editing, setEditing] = useState(false);
  const home = profile.data?.[0];

  const orgName = (orgId: string) =>
    organizations.data?.find((o) => o.orgId === orgId)?.displayName ??
    (orgId === session.orgId ? session.orgName : orgId);

  return (
    <Stack gap="md">
      <Title order={1}>Profile</Title>
      <Card withBorder padding="lg">
        {profile.isPending ? (
          <Group aria-busy="true">
            <Loader size="sm" /> <Text>Loading your profile…</Text>
          </Group>
        ) : profile.isError || !home ? (
          <ErrorState
            title="Could not retrieve your profile."
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : editing ? (
          <ProfileForm user={home} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ReadOnlyField
                label="Name"
                value={[home.firstName, home.middleName, home.lastName].filter(Boolean).join(' ')}
              />
              <ReadOnlyField label="Email Address" value={home.email} />
              <ReadOnlyField label="Phone Number" value={home.phone} />
              <ReadOnlyField label="Organizations" value={profile.data.map((r) => orgName(r.orgId)).join('\n')} />
              <ReadOnlyField label="Role" value={displayedRole(principal)} />
              <ReadOnlyField label="Roles" value={home.roles.map(roleLabel).join(', ')} empty="None" />
              <ReadOnlyField
                label="Rules of Behavior Signed"
                value={rules.isPending ? 'Loading…' : (rules.data?.mostRecentRulesOfBehaviorSigned ?? 'Not signed')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={() => setEditing(true)}>Edit Profile</Button>
            </Group>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
