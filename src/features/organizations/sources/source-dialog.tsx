import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { IBOSS_OPTION, type Source, type SourceType } from '@/api/sources/contract';
import { useCreateSource, useCreateSseSource, useUpdateSource, useUpdateSseSource } from '@/api/sources/mutations';
import { orgSourceSetsQuery, sseOptionsQuery } from '@/api/sources/queries';
import { ReadOnlyField } from '@/components/read-only-field';
import { notify } from '@/lib/notify';
import { SetCombobox } from './set-combobox';
import {
  type SourceFormValues,
  TYPE_LABELS,
  initialValues,
  setMembers,
  sourceFormSchema,
  sseMembers,
} from './source-form-values';
import {
  IBOSS_NOTE,
  NO_DESCRIPTION,
  SET_NOT_FOUND,
  SOURCE_CREATED,
  SOURCE_UPDATED,
  routeSourceErrors,
} from './source-messages';

export type SourceDialogMode = 'create' | 'edit' | 'view';

export interface SourceDialogProps {
  /** Closed when null. */
  mode: SourceDialogMode | null;
  orgId: string;
  /** SSE is not offered to managed-service organizations (spec 1 §6). */
  sseOffered: boolean;
  source?: Source;
  onClose: () => void;
}

const TITLES: Record<SourceDialogMode, string> = { create: 'Add New Source', edit: 'Edit Source', view: 'Source' };

/** The source dialog (spec 1 §2): Create with no source open, Edit when editable, View otherwise. */
export function SourceDialog({ mode, orgId, sseOffered, source, onClose }: SourceDialogProps) {
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode ? TITLES[mode] : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {mode && <SourceForm key={`${mode}:${source?.id ?? ''}`} {...{ mode, orgId, sseOffered, source, onClose }} />}
    </Modal>
  );
}

function SourceForm({ mode, orgId, sseOffered, source, onClose }: SourceDialogProps & { mode: SourceDialogMode }) {
  const sets = useQuery(orgSourceSetsQuery(orgId)).data ?? [];
  const providers = [...(useQuery({ ...sseOptionsQuery(), enabled: sseOffered }).data ?? []), IBOSS_OPTION];
  const creating = mode === 'create';
  const createIp = useCreateSource();
  const updateIp = useUpdateSource();
  const createSse = useCreateSseSource();
  const updateSse = useUpdateSseSource();
  const busy = [createIp, updateIp, createSse, updateSse].some((write) => write.isPending);
  const form = useForm<SourceFormValues>({
    mode: 'controlled',
    initialValues: initialValues(
      source,
      sets.find((set) => set.isDefault),
    ),
    validate: schemaResolver(sourceFormSchema(creating), { sync: true }),
    validateInputOnBlur: true,
  });
  const defaultSet = sets.find((set) => set.isDefault);
  // The sets arrive after the dialog opens: a new source starts in the Default set.
  const startInDefaultSet = useEffectEvent(() => {
    if (creating && defaultSet && form.values.set.name === '') {
      form.setFieldValue('set', { name: defaultSet.name, id: defaultSet.id });
    }
  });
  const defaultSetId = defaultSet?.id;
  useEffect(() => startInDefaultSet(), [defaultSetId]);
  const { type } = form.values;
  const option = providers.find((p) => p.id === form.values.provider || p.vendor === form.values.provider);
  const iboss = type === 'SSE' && option?.id === IBOSS_OPTION.id;

  const save = (values: SourceFormValues): Promise<unknown> => {
    const common = { orgId, ...setMembers(values, sets), description: values.description.trim() };
    if (values.type === 'SSE') {
      if (creating) return createSse.mutateAsync({ ...common, ...sseMembers(option!), id: option!.id });
      return updateSse.mutateAsync({ ...common, ...sseMembers(option!), id: source!.id });
    }
    if (creating) return createIp.mutateAsync({ ...common, type: values.type, sourceIP: values.address.trim() });
    return updateIp.mutateAsync({ ...common, sourceIP: source!.sourceIP! });
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await save(values);
      notify.success({ message: creating ? SOURCE_CREATED : SOURCE_UPDATED });
      onClose();
    } catch (error) {
      const routed = error instanceof ApiError ? routeSourceErrors(error) : { fields: {} };
      form.setErrors(routed.fields);
      if (Object.keys(routed.fields).length > 0) return;
      if (error instanceof ApiError && error.hasKey(ErrorKey.sourceSetNotFound))
        notify.error({ message: SET_NOT_FOUND });
      else notify.apiError(error);
    }
  });

  if (mode === 'view' && source) return <SourceView source={source} onClose={onClose} />;
  const types: SourceType[] = sseOffered ? ['Ipv4', 'Ipv6', 'SSE'] : ['Ipv4', 'Ipv6'];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {creating ? (
          <Stack gap={4}>
            <Text fw={600} size="sm" id="source-type-label">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="source-type-label"
              data={types.map((value) => ({ value, label: TYPE_LABELS[value] }))}
              {...form.getInputProps('type')}
            />
          </Stack>
        ) : (
          <ReadOnlyField label="Type" value={TYPE_LABELS[type]} />
        )}
        {type === 'SSE' ? (
          creating ? (
            <Select
              label="Provider"
              withAsterisk
              placeholder="Choose a provider"
              data={providers.map((p) => ({ value: p.id, label: p.displayName }))}
              {...form.getInputProps('provider')}
            />
          ) : (
            <ReadOnlyField label="Provider" value={source?.displayName ?? source?.vendorName} />
          )
        ) : creating ? (
          <TextInput
            label="IP Address"
            withAsterisk
            data-autofocus
            autoComplete="off"
            spellCheck={false}
            description="One address, not a CIDR block"
            {...form.getInputProps('address')}
          />
        ) : (
          <ReadOnlyField label="IP Address" value={source?.sourceIP} />
        )}
        {iboss && (
          <Alert color="blue" variant="light" title="iboss">
            {IBOSS_NOTE}
          </Alert>
        )}
        <SetCombobox
          sets={sets}
          value={form.values.set}
          onChange={(choice) => form.setFieldValue('set', choice)}
          error={form.errors.set as string | undefined}
          onBlur={() => form.validateField('set')}
        />
        <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={iboss}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SourceView({ source, onClose }: { source: Source; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <ReadOnlyField label="Type" value={TYPE_LABELS[source.type]} />
      {source.type === 'SSE' ? (
        <ReadOnlyField label="Provider" value={source.displayName ?? source.vendorName} />
      ) : (
        <ReadOnlyField label="IP Address" value={source.sourceIP} />
      )}
      <ReadOnlyField label="Source Set" value={source.setName} />
      <ReadOnlyField label="Description" value={source.description} empty={NO_DESCRIPTION} />
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
