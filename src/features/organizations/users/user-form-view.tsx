import { List, SimpleGrid, Stack } from '@mantine/core';
import { roleLabel } from '@/api/roles';
import { ReadOnlyField } from '@/components/read-only-field';
import type { UserFormValues } from './user-form-values';

/** User Details: every field as text, since nothing here can be changed. */
export function UserFormView({ values }: { values: UserFormValues }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ReadOnlyField label="First Name" value={values.firstName} />
        <ReadOnlyField label="Middle Name" value={values.middleName} />
        <ReadOnlyField label="Last Name" value={values.lastName} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ReadOnlyField label="Email Address" value={values.email} />
        <ReadOnlyField label="Phone Number" value={values.phone} />
      </SimpleGrid>
      <ReadOnlyField label="Description" value={values.description} />
      <ReadOnlyField
        label="Roles"
        value={
          values.roles.length ? (
            <List size="sm">
              {values.roles.map((role) => (
                <List.Item key={role}>{roleLabel(role)}</List.Item>
              ))}
            </List>
          ) : (
            'No roles assigned.'
          )
        }
      />
    </Stack>
  );
}
