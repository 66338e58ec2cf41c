import { Alert, Button, Group, MultiSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/api/client';
import { routeFieldErrors } from '@/api/field-errors';
import { STREAM_DESCRIPTION_MAX, logStreamInputSchema } from '@/api/log-streams/contract';
import { useCreateLogStream } from '@/api/log-streams/mutations';
import { orgSourceSetsQuery } from '@/api/sources/queries';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { notify } from '@/lib/notify';
import { FixedSettings } from './fixed-settings';
import { SOURCE_SETS_FETCH_FAILED, STREAM_CREATED, STREAM_CREATE_FAILED } from './stream-texts';

interface Values {
  name: string;
  description: string;
  sourceSets: string[];
}

const streamFormRules = schemaResolver(v.pick(logStreamInputSchema, ['name', 'description', 'sourceSets']), {
  sync: true,
});

/** The service names a refused source set by its place in the list ('sourceSets.2'): the field is the list. */
const streamField = (field: string | undefined): keyof Values | undefined => {
  const name = field?.replace(/\.\d+$/, '');
  return name === 'name' || name === 'description' || name === 'sourceSets' ? name : undefined;
};

/** Create a stream (spec 3 §2, §5): Stream Name, Description (at most 64), Source Set (required). */
export function StreamForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const sets = useQuery(orgSourceSetsQuery(orgId));
  const create = useCreateLogStream();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', description: '', sourceSets: [] },
    validate: streamFormRules,
  });
  const [saving, setSaving] = useState(false);
  const saved = useRef(false);
  const guard = useUnsavedChangesGuard(form.isDirty() && !saving && !saved.current);
  const options = (sets.data ?? []).filter((set) => !set.deleted).map((set) => ({ value: set.id, label: set.name }));

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await create.mutateAsync({ orgId, input: { ...values, name: values.name.trim(), actions: ['block'] } });
      saved.current = true;
      guard.release();
      notify.success({ message: STREAM_CREATED });
      onDone();
    } catch (error) {
      if (error instanceof ApiError)
        form.setErrors(routeFieldErrors(error.errors, {}, (e) => streamField(e.field)).fields);
      notify.error({ message: STREAM_CREATE_FAILED });
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="New stream">
        <Stack gap="md">
          <TextInput
            label="Stream Name"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
            disabled={saving}
          />
          <Textarea
            label="Description"
            description={`${form.values.description.length} of ${STREAM_DESCRIPTION_MAX} characters`}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            disabled={saving}
          />
          {sets.isError && <Alert color="red" title={SOURCE_SETS_FETCH_FAILED} />}
          <MultiSelect
            label="Source Set"
            withAsterisk
            data={options}
            searchable
            placeholder={sets.isPending ? 'Loading source sets…' : 'Choose source sets'}
            {...form.getInputProps('sourceSets')}
            disabled={saving || !sets.data}
          />
          <FixedSettings />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}
