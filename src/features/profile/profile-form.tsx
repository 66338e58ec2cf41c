import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors } from '@/api/field-errors';
import { type User, userUpdateOwnEndpoint } from '@/api/users/contract';
import { useUpdateOwnProfile } from '@/api/users/mutations';
import { notify } from '@/lib/notify';

const FIELDS = ['firstName', 'middleName', 'lastName', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export const PROFILE_SAVE_FAILED = 'Your profile could not be saved.';

const profileRules = schemaResolver(v.pick(userUpdateOwnEndpoint.request, FIELDS), { sync: true });

const isField = (field: string | undefined): field is Field =>
  (FIELDS as readonly (string | undefined)[]).includes(field);

/** The server's field errors at their field (as the user form does); the rest is a notification. */
function placeErrors(error: unknown, setErrors: (errors: Partial<Values>) => void) {
  if (!(error instanceof ApiError)) {
    notify.error({ title: PROFILE_SAVE_FAILED, message: error instanceof Error ? error.message : String(error) });
    return;
  }
  const { fields, unplaced } = routeFieldErrors<Field>(
    error.errors,
    { [ErrorKey.nameTaken]: { field: 'firstName', text: 'message' } },
    (item) => (isField(item.field) ? { field: item.field, text: (it) => it.serverMessage ?? it.message } : undefined),
  );
  setErrors(fields);
  if (unplaced.length)
    notify.error({ title: PROFILE_SAVE_FAILED, message: unplaced.map((item) => item.message).join(' ') });
}

/** One's own names and phone (spec 1 §7, update-cognito); the e-mail identifies the person. */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const save = useUpdateOwnProfile();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      phone: user.phone,
    },
    validate: profileRules,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        email: user.email,
        firstName: values.firstName.trim(),
        middleName: values.middleName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
      });
      notify.success({ message: 'Your profile was saved.' });
      onDone();
    } catch (error) {
      placeErrors(error, form.setErrors);
    }
  });
  const field = (name: Field) => ({ ...form.getInputProps(name), disabled: save.isPending, autoComplete: 'off' });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="First Name" withAsterisk {...field('firstName')} />
          <TextInput label="Middle Name" {...field('middleName')} />
          <TextInput label="Last Name" withAsterisk {...field('lastName')} />
        </SimpleGrid>
        <TextInput label="Phone Number" type="tel" withAsterisk maw={320} {...field('phone')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
