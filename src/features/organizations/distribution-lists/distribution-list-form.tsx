import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import type { DistributionList, DistributionListInput } from '@/api/distribution-lists/contract';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { notify } from '@/lib/notify';
import {
  type DistributionListFormValues,
  LIST_SAVE_FAILED,
  distributionListFormValues,
  distributionListRules,
  mapDistributionListErrors,
  toDistributionListInput,
} from './distribution-list-form-values';
import { RecipientsCard } from './recipients-card';

export interface DistributionListFormProps {
  list?: DistributionList;
  readOnly: boolean;
  /** Saves the list; rejects with the service's ApiError. */
  submit: (input: DistributionListInput) => Promise<unknown>;
  /** After a successful save; the page notifies and navigates. */
  onSaved: () => void;
  onCancel: () => void;
}

/** The distribution list page's form (spec 1 §2, §5, §8): create, edit, or a read-only view. */
export function DistributionListForm({ list, readOnly, submit, onSaved, onCancel }: DistributionListFormProps) {
  const form = useForm<DistributionListFormValues>({
    mode: 'controlled',
    initialValues: distributionListFormValues(list),
    validate: distributionListRules,
  });
  const [saving, setSaving] = useState(false);
  // Once saved, the form stays released: re-arming after `saving` ends would block onSaved's navigation.
  const saved = useRef(false);
  const guard = useUnsavedChangesGuard(!readOnly && form.isDirty() && !saving && !saved.current);

  const trimOnBlur = (path: string) => () => {
    const value = form.getInputProps(path).value;
    if (typeof value === 'string' && value.trim() !== value) form.setFieldValue(path, value.trim() as never);
    // A typed value is checked as soon as it is left; an untouched empty row waits for Save.
    if (typeof value === 'string' && value.trim() !== '') form.validateField(path);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await submit(toDistributionListInput(values));
      saved.current = true;
      guard.release();
      onSaved();
    } catch (error) {
      const { fields, notice } = mapDistributionListErrors(error);
      form.setErrors(fields);
      if (notice) notify.error({ title: LIST_SAVE_FAILED, message: notice });
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label="Distribution list">
        <Stack gap="md">
          <TextInput
            label="Distribution Name"
            withAsterisk={!readOnly}
            autoComplete="off"
            {...form.getInputProps('name')}
            onBlur={trimOnBlur('name')}
            disabled={readOnly || saving}
          />
          <Textarea
            label="Distribution Description"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('description')}
            onBlur={trimOnBlur('description')}
            disabled={readOnly || saving}
          />
          <RecipientsCard form={form} readOnly={readOnly} disabled={saving} trimOnBlur={trimOnBlur} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}
