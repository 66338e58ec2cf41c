import { Button, Divider, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey, FALLBACK_MESSAGES } from '@/api/error-keys';
import { serviceTokenQuery } from '@/api/sources/enrollment-queries';
import {
  useGenerateServiceToken,
  useRevokeServiceToken,
  useUpdateEnrollment,
} from '@/api/sources/enrollment-mutations';
import { ENROLLMENT_METHODS, type SourceSet } from '@/api/sources/schemas';
import { notify } from '@/lib/notify';
import { EnrolledDevices } from './enrolled-devices';
import { ClientConfigDownloads } from './client-config-downloads';
import { ENROLLMENT_SAVED_DETAIL, ENROLLMENT_SAVED_TITLE, METHOD_LABEL } from './enrollment-messages';
import { enrollmentFormSchema, routeEnrollmentErrors } from './enrollment-form-rules';
import { type EnrollmentDraft, authenticationMethodOf, canSave, draftOf, isUnsaved } from './enrollment-values';
import { ServiceTokenPanel } from './service-token-panel';

const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : FALLBACK_MESSAGES[ErrorKey.internal];

export function EnrollmentForm({ set, onClose }: { set: SourceSet; onClose: () => void }) {
  const ref = { orgId: set.orgId, sourceSetId: set.id };
  const [saved, setSaved] = useState(set);
  const form = useForm<EnrollmentDraft>({
    mode: 'controlled',
    initialValues: draftOf(set),
    validate: schemaResolver(enrollmentFormSchema, { sync: true }),
    validateInputOnBlur: ['identifier'],
  });
  const draft = form.getValues();
  const [secret, setSecret] = useState<string | null>(null);
  const token = useQuery(serviceTokenQuery(ref)).data;
  const update = useUpdateEnrollment();
  const generate = useGenerateServiceToken();
  const revoke = useRevokeServiceToken();
  const unsaved = isUnsaved(draft, saved, token);
  // The files follow the saved enrollment: a Service Auth set's are for its current token.
  const tokenFor = saved.deviceEnrollment.method === 'ServiceAuth';

  const save = form.onSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync({ ref, method: authenticationMethodOf(values, token) });
      setSaved(updated);
      form.setValues(draftOf(updated));
      notify.success({
        title: ENROLLMENT_SAVED_TITLE[updated.deviceEnrollment.method],
        message: ENROLLMENT_SAVED_DETAIL,
      });
    } catch (error) {
      const routed = error instanceof ApiError ? routeEnrollmentErrors(error) : { fields: {}, unplaced: [error] };
      form.setErrors(routed.fields);
      if (routed.unplaced.length > 0) notify.error({ message: failureMessage(error) });
    }
  });

  const generateToken = async () => {
    try {
      // The panel shows the new token and its secret; a notice would only cover the dialog's buttons.
      setSecret((await generate.mutateAsync(ref)).secret);
    } catch (error) {
      notify.error({ message: failureMessage(error) });
    }
  };

  const revokeToken = async () => {
    if (!token) return;
    try {
      await revoke.mutateAsync({ ref, serviceTokenId: token.id });
      setSecret(null);
    } catch (error) {
      notify.error({ message: failureMessage(error) });
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Source Set: <strong>{set.name}</strong>
        </Text>
        <Radio.Group label="Authentication Method" withAsterisk {...form.getInputProps('method')}>
          <Group gap="lg" mt="xs">
            {ENROLLMENT_METHODS.map((method) => (
              <Radio key={method} value={method} label={METHOD_LABEL[method]} />
            ))}
          </Group>
        </Radio.Group>
        {draft.method === 'OneTimePin' && (
          <TextInput
            label="Email Address or Domain"
            description="Devices enroll with a one-time PIN sent to this address, or to any address in this domain."
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('identifier')}
          />
        )}
        {draft.method === 'ServiceAuth' && (
          <ServiceTokenPanel
            token={token}
            secret={secret}
            busy={generate.isPending || revoke.isPending}
            onGenerate={() => void generateToken()}
            onRevoke={() => void revokeToken()}
          />
        )}
        {draft.method === 'None' && (
          <Text size="sm" c="dimmed">
            Devices are not enrolled: only the source set's addresses identify its traffic.
          </Text>
        )}
        <Divider />
        <ClientConfigDownloads
          setRef={ref}
          unsaved={unsaved}
          ready={!tokenFor || token !== undefined}
          serviceTokenId={tokenFor ? token?.id : undefined}
          clientSecret={tokenFor ? (secret ?? undefined) : undefined}
        />
        <EnrolledDevices setRef={ref} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!canSave(draft, token)}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
