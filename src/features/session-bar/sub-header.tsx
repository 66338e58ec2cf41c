import { Anchor, Box, Container, Group, Select, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { switchOrganization } from '@/api/session/actions';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { useListWhenOpen } from '@/lib/combobox';
import { FAILURE_TITLE, notify } from '@/lib/notify';
import { dropdownDisabledOn, mayPickOrganization, orderForDropdown } from './org-switch-rules';

/** The signed-in user's name (a link to their Profile) and e-mail, and the organization dropdown where allowed. */
export function SubHeader() {
  const { user, principal, selectedOrgId } = useSignedInUser();
  const { organizations, selected, error } = useSelectedOrganization();
  // A boolean, not the location: the bar (and its dropdown's options) re-render on a route change
  // only when the dropdown's state does.
  const disabledHere = useLocation({ select: (location) => dropdownDisabledOn(location.pathname) });
  const [switching, setSwitching] = useState(false);
  const listWhenOpen = useListWhenOpen();
  const showDropdown = mayPickOrganization(principal, organizations);
  const options = useMemo(
    () => orderForDropdown(organizations).map((o) => ({ value: o.orgId, label: o.displayName })),
    [organizations],
  );

  // Without the list the bar falls back to the user's own organization; say why the dropdown is missing.
  useEffect(() => {
    if (error)
      notify.error({ id: 'organization-list-error', title: FAILURE_TITLE, message: error.message, keepExisting: true });
  }, [error]);

  return (
    <Box component="section" aria-label="Signed-in user" className="sub-header">
      <Container size="xl" py={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to="/profile" fw={700} size="sm" title="Your profile">
              {`${user.givenName} ${user.familyName}`}
            </Anchor>
            <Text size="sm" className="sub-header-email">
              {user.email}
            </Text>
          </Group>
          {showDropdown ? (
            <Select
              aria-label="Organization"
              placeholder="Global Organization"
              leftSection={<IconBuilding size={16} aria-hidden />}
              data={options}
              value={selectedOrgId}
              searchable
              nothingFoundMessage="No organization matches"
              allowDeselect={false}
              disabled={switching || disabledHere}
              w={{ base: '100%', sm: 340 }}
              size="sm"
              {...listWhenOpen}
              onChange={(orgId) => {
                if (!orgId) return;
                setSwitching(true);
                void switchOrganization(orgId).finally(() => setSwitching(false));
              }}
            />
          ) : (
            <Text size="sm" fw={600}>
              {selected?.displayName ?? user.orgName}
            </Text>
          )}
        </Group>
      </Container>
    </Box>
  );
}
