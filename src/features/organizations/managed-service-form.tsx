import { Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors } from '@/api/field-errors';
import { type Organization, orgUpdateEndpoint } from '@/api/organizations/contract';
import { useUpdateOrganization } from '@/api/organizations/mutations';
import { ReadOnlyField } from '@/components/read-only-field';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { notify } from '@/lib/notify';

export const ORG_INFO_SAVED = 'Organization information successfully updated.';
export const ORG_INFO_FAILED = 'A problem occurred when updating the organization information.';

const managedServiceRules = schemaResolver(v.omit(orgUpdateEndpoint.request, ['orgId']), { sync: true });

interface Values {
  displayName: string;
  bypassPolicyPeerApproval: boolean;
}

/** Spec 1 §2: the edit form of a managed-service (account-linked) organization. */
export function ManagedServiceForm({
  org,
  canEdit,
  canChangeApproval,
}: {
  org: Organization;
  canEdit: boolean;
  /** Separation of duties: only global operators waive peer approval (src/api/roles.ts). */
  canChangeApproval: boolean;
}) {
  const update = useUpdateOrganization();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { displayName: org.displayName, bypassPolicyPeerApproval: org.bypassPolicyPeerApproval },
    validate: managedServiceRules,
  });
  const guard = useUnsavedChangesGuard(canEdit && form.isDirty());

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ orgId: org.orgId, ...values });
      form.setInitialValues({
        displayName: saved.displayName,
        bypassPolicyPeerApproval: saved.bypassPolicyPeerApproval,
      });
      form.setValues({ displayName: saved.displayName, bypassPolicyPeerApproval: saved.bypassPolicyPeerApproval });
      form.resetDirty();
      notify.success({ message: ORG_INFO_SAVED });
    } catch (error) {
      if (error instanceof ApiError)
        form.setErrors(
          routeFieldErrors<keyof Values>(error.errors, {
            [ErrorKey.nameTaken]: { field: 'displayName', text: 'message' },
          }).fields,
        );
      notify.error({ message: ORG_INFO_FAILED });
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="managed-service-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h3" id="managed-service-heading">
            Managed Service Settings
          </Title>
          {canEdit ? (
            <>
              <TextInput label="Display Name" withAsterisk maxLength={75} {...form.getInputProps('displayName')} />
              {canChangeApproval ? (
                <Checkbox
                  label="Bypass Policy Peer Approval"
                  description="Allow self-approval for approval of policy changes"
                  {...form.getInputProps('bypassPolicyPeerApproval', { type: 'checkbox' })}
                />
              ) : (
                <ReadOnlyField
                  label="Bypass Policy Peer Approval"
                  value={org.bypassPolicyPeerApproval ? 'Yes' : 'No'}
                />
              )}
            </>
          ) : (
            <>
              <ReadOnlyField label="Display Name" value={org.displayName} />
              <ReadOnlyField label="Bypass Policy Peer Approval" value={org.bypassPolicyPeerApproval ? 'Yes' : 'No'} />
            </>
          )}
          {canEdit && (
            <Group gap="sm">
              <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
                Save
              </Button>
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || form.submitting}>
                Cancel
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {guard.dialog}
    </Paper>
  );
}
