import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import type { User, UserInput } from '@/api/users/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReadOnlyField } from '@/components/read-only-field';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { notify } from '@/lib/notify';
import { RoleToggles } from './role-toggles';
import { UserFormView } from './user-form-view';
import { type UserFormValues, mapUserErrors, toUserInput, userFormSchema, userFormValues } from './user-form-values';

export type UserFormMode = 'create' | 'edit' | 'view';

export interface UserFormProps {
  mode: UserFormMode;
  orgId: string;
  /** The user shown in edit and view mode. */
  user?: User;
  /** Roles the user's organization takes: service roles in Global, tenant roles elsewhere. */
  assignableRoles: readonly string[];
  /** False disables role toggles in edit mode (e.g. on one's own user). */
  canEditRoles?: boolean;
  /**
   * Saves the form. With `confirmExisting` the person already belongs to another organization
   * and the viewer agreed to add them here too. Rejects with the server's ApiError.
   */
  submit: (input: UserInput, confirmExisting: boolean) => Promise<unknown>;
  /**
   * Looks the e-mail up before the first save (onboarding's user search): true asks the 'Existing
   * User' question first. The server's user.existsElsewhere still asks when it is absent or fails.
   */
  existsElsewhere?: (email: string) => Promise<boolean>;
  /** After a successful save; the caller notifies and navigates. */
  onSaved: () => void;
  onCancel: () => void;
  /** Shown before Cancel, e.g. onboarding's Back. */
  extraActions?: ReactNode;
  submitLabel?: string;
}

export const SAVE_FAILED_TITLE = 'The user could not be saved.';
export const PIV_HELP = 'First and last name are needed for PIV card verification and registration.';
export const EXISTING_USER_MESSAGE =
  'This person is already a user of another organization. Adding them gives them access to your organization in addition to their current access.';

/** The user form (spec 1 §2, §5, §8): create, edit or view. */
export function UserForm({
  mode,
  orgId,
  user,
  assignableRoles,
  canEditRoles = true,
  submit,
  existsElsewhere,
  onSaved,
  onCancel,
  extraActions,
  submitLabel = 'Save',
}: UserFormProps) {
  const readOnly = mode === 'view';
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: userFormValues(user),
    validate: schemaResolver(userFormSchema, { sync: true }),
  });
  const [saving, setSaving] = useState(false);
  const [confirmingExisting, setConfirmingExisting] = useState<UserInput | null>(null);
  // Once saved, the form stays released: re-arming after `saving` ends would block onSaved's navigation.
  const saved = useRef(false);
  const guard = useUnsavedChangesGuard(!readOnly && form.isDirty() && !saving && !saved.current);

  async function save(input: UserInput, confirmExisting: boolean) {
    setSaving(true);
    try {
      // A failed search proves nothing; the server's own check answers instead.
      if (!confirmExisting && existsElsewhere && (await existsElsewhere(input.email).catch(() => false))) {
        setConfirmingExisting(input);
        return;
      }
      await submit(input, confirmExisting);
      saved.current = true;
      guard.release();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.hasKey(ErrorKey.userExistsElsewhere) && !confirmExisting) {
        setConfirmingExisting(input);
        return;
      }
      const { fields, general } = mapUserErrors(error);
      form.setErrors(fields);
      // An error that belongs to no field is a notification (spec 1 §8), not text in the form.
      if (general) notify.error({ title: SAVE_FAILED_TITLE, message: general });
    } finally {
      setSaving(false);
    }
  }

  const handleSubmit = form.onSubmit((values) => save(toUserInput(orgId, values), false));
  const field = (name: keyof UserFormValues) => ({
    ...form.getInputProps(name),
    disabled: saving,
  });

  // The dialogs stay outside the form: React events bubble through portals, so a dialog's own
  // submit would otherwise submit this form too.
  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="User details">
        <Stack gap="md">
          {!readOnly && <Text size="sm">{PIV_HELP}</Text>}
          {readOnly ? (
            <UserFormView values={form.values} />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label="First Name" withAsterisk autoComplete="off" {...field('firstName')} />
                <TextInput label="Middle Name" autoComplete="off" {...field('middleName')} />
                <TextInput label="Last Name" withAsterisk autoComplete="off" {...field('lastName')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {mode === 'create' ? (
                  <TextInput
                    label="Email Address"
                    type="email"
                    withAsterisk
                    autoComplete="off"
                    description="Stored in lowercase. It cannot be changed after the user is created."
                    // The hint goes under the box, so the boxes of one row line up.
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    {...field('email')}
                  />
                ) : (
                  <ReadOnlyField label="Email Address" value={form.values.email} />
                )}
                <TextInput label="Phone Number" type="tel" withAsterisk autoComplete="off" {...field('phone')} />
              </SimpleGrid>
              <Textarea label="Description" autosize minRows={2} maxRows={6} {...field('description')} />
              <RoleToggles
                roles={assignableRoles}
                value={form.values.roles}
                onChange={(roles) => form.setFieldValue('roles', roles)}
                disabled={saving || (mode === 'edit' && !canEditRoles)}
                description={mode === 'edit' && !canEditRoles ? 'You cannot change your own roles.' : undefined}
                error={typeof form.errors.roles === 'string' ? form.errors.roles : undefined}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            {extraActions}
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {readOnly ? 'Back' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmingExisting !== null}
        title="Existing User"
        message={EXISTING_USER_MESSAGE}
        confirmLabel="Add User"
        onCancel={() => setConfirmingExisting(null)}
        onConfirm={async () => {
          const input = confirmingExisting;
          setConfirmingExisting(null);
          if (input) await save(input, true);
        }}
      />
      {guard.dialog}
    </>
  );
}
