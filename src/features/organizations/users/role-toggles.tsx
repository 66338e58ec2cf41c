import { Fieldset, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { roleLabel } from '@/api/roles';

/** Reporting roles come in viewer/manager pairs shown as one toggle with a Manage switch (spec 1 §6). */
const REPORTING_PAIRS: Record<string, string> = {
  globalReportingViewer: 'globalReportingManager',
  reportingViewer: 'reportingManager',
};
const MANAGERS = new Set(Object.values(REPORTING_PAIRS));

export interface RoleTogglesProps {
  /** Assignable roles for the user's organization, in the order the specification lists them. */
  roles: readonly string[];
  value: string[];
  onChange: (roles: string[]) => void;
  disabled?: boolean;
  error?: string;
  description?: string;
}

/** One toggle per role, names split on capitals; a reporting toggle's Manage switch picks manager over viewer. */
export function RoleToggles({ roles, value, onChange, disabled, error, description }: RoleTogglesProps) {
  const has = (role: string) => value.includes(role);
  const without = (...drop: string[]) => value.filter((role) => !drop.includes(role));
  const shown = roles.filter((role) => !MANAGERS.has(role));

  return (
    <Fieldset legend="Roles" variant="unstyled" disabled={disabled}>
      {description && (
        <Text size="sm" c="var(--mantine-color-dimmed)" mb="xs">
          {description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {shown.map((role) => {
          const manager = REPORTING_PAIRS[role];
          if (!manager || !roles.includes(manager)) {
            return (
              <Switch
                key={role}
                label={roleLabel(role)}
                checked={has(role)}
                disabled={disabled}
                onChange={(event) => onChange(event.currentTarget.checked ? [...value, role] : without(role))}
              />
            );
          }
          const on = has(role) || has(manager);
          return (
            <Group key={role} gap="lg" wrap="nowrap">
              <Switch
                label={roleLabel(role)}
                checked={on}
                disabled={disabled}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? [...without(manager), role] : without(role, manager))
                }
              />
              <Switch
                label="Manage"
                aria-label={`Manage (${roleLabel(manager)})`}
                checked={has(manager)}
                disabled={disabled || !on}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? [...without(role), manager] : [...without(manager), role])
                }
              />
            </Group>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
