import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import { type CreatedAccessKey, accessKeyDescriptionSchema } from '@/api/access-keys/contract';
import { useCreateAccessKey } from '@/api/access-keys/mutations';
import { ApiError } from '@/api/client';
import { routeFieldErrors } from '@/api/field-errors';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { KEY_CREATED, KEY_CREATE_FAILED, SECRET_ONCE } from './access-key-messages';
import { SecretField } from './secret-field';

const keyFormRules = schemaResolver(v.object({ description: accessKeyDescriptionSchema }), { sync: true });

/**
 * Add New Access Key: a description, then the new key with its secret, once. The secret lives in
 * this component's state only and is gone when the dialog closes.
 */
export function AddAccessKeyModal({ orgId, opened, onClose }: { orgId: string; opened: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedAccessKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Access Key Created' : 'Add New Access Key'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Dismissing by a stray click would lose a secret that cannot be shown again.
      closeOnClickOutside={!created}
    >
      {created ? (
        <CreatedKey created={created} onDone={close} />
      ) : (
        opened && <KeyForm orgId={orgId} onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function KeyForm({
  orgId,
  onCreated,
  onCancel,
}: {
  orgId: string;
  onCreated: (key: CreatedAccessKey) => void;
  onCancel: () => void;
}) {
  const create = useCreateAccessKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { description: '' },
    validate: keyFormRules,
    validateInputOnBlur: true,
    transformValues: (values) => ({ description: values.description.trim() }),
  });

  const submit = form.onSubmit(async ({ description }) => {
    setRefusal(null);
    try {
      const key = await create.mutateAsync({ orgId, description });
      notify.success({ message: KEY_CREATED });
      onCreated(key);
    } catch (error) {
      const routed =
        error instanceof ApiError ? routeFieldErrors(error.errors, {}, { description: 'description' }) : null;
      if (routed) form.setErrors(routed.fields);
      if (routed && routed.unplaced.length === 0) return;
      notify.error({ message: KEY_CREATE_FAILED });
      if (error instanceof Error) setRefusal(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Description"
          description="What will use this key, so it can be recognised later."
          withAsterisk
          rows={3}
          data-autofocus
          {...form.getInputProps('description')}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" title={KEY_CREATE_FAILED}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: CreatedAccessKey; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title="This secret will not be shown again"
        role="alert"
      >
        {SECRET_ONCE}
      </Alert>
      <Text size="sm">
        <Text span fw={600}>
          {created.description}
        </Text>{' '}
        expires on {formatDate(created.expirationDate)}.
      </Text>
      <SecretField label="Access Key ID" value={created.awsAccessKey} />
      <SecretField label="Secret Access Key" value={created.secret} />
      <SecretField label="Key ID" value={created.id} />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
