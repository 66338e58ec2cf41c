import { Alert, Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useRef, useState } from 'react';
import { type AlertSet, type AlertType, CADENCES } from '@/api/alert-sets/contract';
import { useCreateAlertSet, useUpdateAlertSet } from '@/api/alert-sets/mutations';
import type { Organization } from '@/api/organizations/contract';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { notify } from '@/lib/notify';
import { FormSection } from './alert-fields';
import { type AlertSetFormValues, alertSetFormValues, toAlertSetInput } from './alert-set-form-values';
import { CREATED, NO_LISTS_DETAIL, NO_LISTS_TITLE, UPDATED } from './alert-set-messages';
import { type AlertSetErrors, alertSetRules, firstErrorPath, mapAlertSetSaveErrors } from './alert-set-validation';
import { AllOrSomeSelect } from './all-or-some-select';
import { DnsEventsFields } from './dns-events-fields';
import { SystemEventsFields } from './system-events-fields';
import { useAlertSetChoices } from './use-alert-set-choices';

export type AlertSetFormMode = 'create' | 'edit' | 'view';

export interface AlertSetFormProps {
  mode: AlertSetFormMode;
  org: Organization;
  alertType: AlertType;
  record?: AlertSet;
  /** Organizations a Global set may watch (every one but Global). */
  organizations: Organization[];
  /** Save and Cancel both return to the Alert Sets tab. */
  onDone: () => void;
}

/** Scrolls to the first field in error and puts the focus in it, once the errors have rendered. */
function focusFirstError(root: HTMLElement | null, errors: AlertSetErrors) {
  const path = firstErrorPath(errors);
  if (!root || !path) return;
  window.requestAnimationFrame(() => {
    const field =
      root.querySelector<HTMLElement>(`[data-field="${path}"]`) ?? root.querySelector('[aria-invalid="true"]');
    const target = field?.matches('input, textarea') ? field : field?.querySelector<HTMLElement>('input, textarea');
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  });
}

/** The alert set form (spec 1 §2, §3, §4, §5, §8): create, edit or view. */
export function AlertSetForm({ mode, org, alertType, record, organizations, onDone }: AlertSetFormProps) {
  const readOnly = mode === 'view';
  const isGlobal = org.orgType === 'Global';
  const context = useMemo(() => ({ alertType, isGlobal }), [alertType, isGlobal]);
  const validate = useMemo(() => alertSetRules(context), [context]);
  const dns = alertType === 'DNS Events';
  const form = useForm<AlertSetFormValues>({ mode: 'controlled', initialValues: alertSetFormValues(record), validate });
  const choices = useAlertSetChoices(org.orgId, { dns, isGlobal });
  const create = useCreateAlertSet();
  const update = useUpdateAlertSet();
  const [saving, setSaving] = useState(false);
  const leaving = useRef(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const guard = useUnsavedChangesGuard(!readOnly && form.isDirty() && !saving && !leaving.current);

  const showErrors = (errors: AlertSetErrors) => {
    form.setErrors(errors);
    focusFirstError(rootRef.current, errors);
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        const input = toAlertSetInput(org.orgId, values, context);
        if (record) await update.mutateAsync({ ref: { orgId: org.orgId, id: record.id }, input });
        else await create.mutateAsync({ orgId: org.orgId, input });
        notify.success({ message: record ? UPDATED : CREATED });
        leaving.current = true;
        guard.release();
        onDone();
      } catch (error) {
        const { fields, notice } = mapAlertSetSaveErrors(error);
        if (notice) notify.error({ message: notice });
        showErrors(fields);
      } finally {
        setSaving(false);
      }
    },
    (errors) => focusFirstError(rootRef.current, errors as AlertSetErrors),
  );

  // Spec 1 §5: text is trimmed when the person leaves the box.
  const text = (name: 'name' | 'description') => {
    const props = form.getInputProps(name);
    return {
      ...props,
      readOnly,
      onBlur: () => {
        form.setFieldValue(name, form.values[name].trim());
        props.onBlur?.();
      },
    };
  };
  const noLists = choices.listsLoaded && choices.lists.length === 0;

  return (
    <>
      <form ref={rootRef} onSubmit={handleSubmit} noValidate aria-label="Alert set" aria-busy={saving || undefined}>
        <Stack gap="md">
          <FormSection id="information" title="Alert Set Information">
            <Stack gap="sm">
              <TextInput
                label="Name"
                withAsterisk={!readOnly}
                autoComplete="off"
                maxLength={64}
                data-field="name"
                {...text('name')}
              />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxRows={6}
                data-field="description"
                {...text('description')}
              />
              <Select
                label="Cadence"
                description="How often the alerts of this set are sent."
                data={[...CADENCES]}
                allowDeselect={false}
                readOnly={readOnly}
                {...form.getInputProps('cadence')}
              />
              {noLists && (
                <Alert color="yellow" variant="outline" title={NO_LISTS_TITLE} role="status">
                  {NO_LISTS_DETAIL}
                </Alert>
              )}
              <AllOrSomeSelect
                path="distribution"
                label="Distribution Lists"
                allLabel="All Distribution Lists"
                choices={choices.lists}
                value={form.values.distribution}
                onChange={(next) => form.setFieldValue('distribution', next)}
                error={form.errors.distribution}
                readOnly={readOnly}
                disabled={noLists && !readOnly}
              />
            </Stack>
          </FormSection>
          {dns ? (
            <DnsEventsFields
              form={form}
              isGlobal={isGlobal}
              readOnly={readOnly}
              choices={{
                ...choices,
                organizations: organizations.map((o) => ({ value: o.orgId, label: o.displayName })),
              }}
            />
          ) : (
            <SystemEventsFields form={form} readOnly={readOnly} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={saving}>
              {readOnly ? 'Back' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={saving} disabled={noLists}>
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
