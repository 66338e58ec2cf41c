import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import type { SourceSetRow } from '@/api/sources/contract';
import { useDeleteSourceSet, useUpdateSourceSet } from '@/api/sources/mutations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ReadOnlyField } from '@/components/read-only-field';
import { notify } from '@/lib/notify';
import { descriptionSchema } from '@/lib/validators';
import { setNameSchema } from './source-form-values';
import {
  NO_DESCRIPTION,
  SET_DELETED,
  SET_DELETE_FAILED,
  SET_HAS_SOURCES,
  SET_UPDATED,
  SET_UPDATE_FAILED,
  routeSetErrors,
  setDeleteWarning,
} from './source-messages';

export interface SourceSetModalProps {
  set: SourceSetRow | null;
  /** Rename, describe and delete. */
  canManage: boolean;
  /** The exclusion-zone switch: managed-service organizations, Exclusion Zone Manager. */
  canConvert: boolean;
  onClose: () => void;
}

/** The set rules the service answers with its own keys (mock-service/handlers/source-rules.ts). */
const setFormRules = schemaResolver(v.object({ name: setNameSchema, description: descriptionSchema }), { sync: true });

/** The Source Set information modal (spec 1 §2, §4, §8). */
export function SourceSetModal({ set, onClose, ...may }: SourceSetModalProps) {
  return (
    <Modal
      opened={set !== null}
      onClose={onClose}
      title="Source Set Information"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {set && <SetForm key={set.id} set={set} onClose={onClose} {...may} />}
    </Modal>
  );
}

function SetForm({ set, canManage, canConvert, onClose }: SourceSetModalProps & { set: SourceSetRow }) {
  const update = useUpdateSourceSet();
  const remove = useDeleteSourceSet();
  const [confirming, setConfirming] = useState<'zone' | 'delete' | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: set.name, description: set.description, exclusionZone: set.exclusionZone },
    validate: setFormRules,
    validateInputOnBlur: true,
  });
  const editable = canManage || canConvert;
  const renamable = canManage && !set.isDefault;
  const deletable = canManage && !set.isDefault && !set.exclusionZone;

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({
        orgId: set.orgId,
        id: set.id,
        name: values.name.trim(),
        description: values.description.trim(),
        ...(values.exclusionZone && !set.exclusionZone ? { exclusionZone: true } : {}),
      });
      notify.success({ message: SET_UPDATED });
      onClose();
    } catch (error) {
      const routed = error instanceof ApiError ? routeSetErrors(error) : { fields: {} };
      form.setErrors(routed.fields);
      if (Object.keys(routed.fields).length === 0) notify.error({ message: SET_UPDATE_FAILED });
    }
  });

  const askDelete = () => {
    // Known before asking: the rows hold the set's sources.
    if (set.sources.length > 0) notify.warn({ message: SET_HAS_SOURCES });
    else setConfirming('delete');
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ orgId: set.orgId, sourceSetId: set.id });
      notify.success({ message: SET_DELETED });
      setConfirming(null);
      onClose();
    } catch (error) {
      const warning = setDeleteWarning(error);
      setConfirming(null);
      if (warning) notify.warn({ message: warning });
      else notify.error({ message: SET_DELETE_FAILED });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {renamable ? (
          <TextInput label="Source Set" withAsterisk data-autofocus {...form.getInputProps('name')} />
        ) : (
          <ReadOnlyField label="Source Set" value={set.name} />
        )}
        {canManage ? (
          <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        ) : (
          <ReadOnlyField label="Description" value={set.description} empty={NO_DESCRIPTION} />
        )}
        <ReadOnlyField label="Destination" value={[set.dnsDomain, ...set.dnsIPv4, ...set.dnsIPv6].join('\n')} />
        {canConvert && !set.isDefault && (
          <Stack gap={4}>
            <Switch
              label="Exclusion Zone"
              checked={form.values.exclusionZone}
              disabled={set.exclusionZone}
              onChange={(event) => {
                if (event.currentTarget.checked) setConfirming('zone');
                else form.setFieldValue('exclusionZone', false);
              }}
            />
            {set.exclusionZone && <Text size="sm">This source set is an exclusion zone. This cannot be reverted.</Text>}
          </Stack>
        )}
        <Group justify="space-between" mt="xs">
          <div>
            {deletable && (
              <Button variant="outline" color="red" onClick={askDelete}>
                Delete
              </Button>
            )}
          </div>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {editable ? 'Cancel' : 'Close'}
            </Button>
            {editable && (
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming === 'zone'}
        title="Enable Exclusion Zone"
        message={`Make ${set.name} an exclusion zone? Once saved, it cannot be turned back into an ordinary source set, and it cannot be deleted.`}
        confirmLabel="Enable"
        onConfirm={() => {
          form.setFieldValue('exclusionZone', true);
          setConfirming(null);
        }}
        onCancel={() => {
          form.setFieldValue('exclusionZone', false);
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete Source Set"
        message={`Delete the source set ${set.name}?`}
        confirmLabel="Delete"
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
