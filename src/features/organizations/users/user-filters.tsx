import { Badge, Button, Group, MultiSelect, Popover, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import type { Organization } from '@/api/organizations/contract';
import { SERVICE_ROLES, TENANT_ROLES, roleLabel } from '@/api/roles';
import { USER_STATUSES, type UserStatus } from '@/api/users/contract';

export interface UserFilterValues {
  organizations: string[];
  roles: string[];
  statuses: UserStatus[];
}
export const NO_FILTERS: UserFilterValues = { organizations: [], roles: [], statuses: [] };
export const filterCount = (f: UserFilterValues) => f.organizations.length + f.roles.length + f.statuses.length;

const ROLE_OPTIONS = [
  {
    group: 'Base roles',
    items: [
      { value: 'Admin', label: 'Admin' },
      { value: 'User', label: 'User' },
    ],
  },
  { group: 'Service roles', items: SERVICE_ROLES.map((r) => ({ value: r, label: roleLabel(r) })) },
  {
    group: 'Tenant roles',
    // apiManager is both a service and a tenant role: one option covers both.
    items: TENANT_ROLES.filter((r) => !(SERVICE_ROLES as readonly string[]).includes(r)).map((r) => ({
      value: r,
      label: roleLabel(r),
    })),
  },
];

/** The filter popover for global user and customer managers (spec 1 §2, User Management). */
export function UserFilters({
  value,
  onApply,
  organizations,
}: {
  value: UserFilterValues;
  onApply: (filters: UserFilterValues) => void;
  organizations: Organization[];
}) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(value);
  const count = filterCount(value);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onOpen={() => setDraft(value)}
      position="bottom-end"
      width={360}
      trapFocus
      withinPortal
      closeOnEscape={false}
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            count ? (
              <Badge size="sm" circle>
                {count}
              </Badge>
            ) : undefined
          }
          onClick={() => setOpened((o) => !o)}
          aria-label={count ? `Filter, ${count} applied` : 'Filter'}
        >
          Filter
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        aria-label="Filter users"
        onKeyDown={(event) => {
          // Escape in an open list only closes that list; otherwise it closes the popover.
          const target = event.target as HTMLElement;
          if (event.key === 'Escape' && target.getAttribute('aria-expanded') !== 'true') setOpened(false);
        }}
      >
        <Stack gap="sm">
          <MultiSelect
            label="Organization"
            data={organizations.map((org) => ({ value: org.orgId, label: org.displayName }))}
            value={draft.organizations}
            onChange={(organizations) => setDraft({ ...draft, organizations })}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <MultiSelect
            label="Roles"
            data={ROLE_OPTIONS}
            value={draft.roles}
            onChange={(roles) => setDraft({ ...draft, roles })}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <MultiSelect
            label="Status"
            data={[...USER_STATUSES]}
            value={draft.statuses}
            onChange={(statuses) => setDraft({ ...draft, statuses: statuses as UserStatus[] })}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setDraft(NO_FILTERS);
                onApply(NO_FILTERS);
                setOpened(false);
              }}
            >
              Clear
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpened(false);
              }}
            >
              Filter Users
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
