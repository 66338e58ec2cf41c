import { Checkbox, Group, List, MultiSelect, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { type Policy } from '@/api/policies/contract';
import { ReadOnlyField } from '@/components/read-only-field';
import { STATUS_LABELS, policyTypeOf } from '../policy-labels';
import { ALL_SOURCE_SETS, type PolicyFormValues } from './policy-form-values';
import type { UseFormReturnType } from '@mantine/form';

interface PolicyInformationFieldsProps {
  form: UseFormReturnType<PolicyFormValues>;
  policy?: Policy;
  editable: boolean;
  saving: boolean;
  showSourceSets: boolean;
  orgIsGlobal: boolean;
  sourceSets: { data?: { id: string; name: string }[]; isPending: boolean };
}

/** Name, description, source sets and the proprietary flag: as inputs, or read-only. */
export function PolicyInformationFields({
  form,
  policy,
  editable,
  saving,
  showSourceSets,
  orgIsGlobal,
  sourceSets,
}: PolicyInformationFieldsProps) {
  const values = form.values;
  const field = <K extends keyof PolicyFormValues>(name: K) => ({ ...form.getInputProps(name), disabled: saving });
  return (
    <>
      {editable ? (
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk autoComplete="off" maxLength={64} {...field('name')} />
          <Textarea label="Description" autosize minRows={2} maxRows={6} {...field('description')} />
          {showSourceSets && (
            <Stack gap="xs">
              <Radio.Group
                label="Source Sets"
                withAsterisk
                value={values.sourceSetChoice}
                onChange={(value) => form.setFieldValue('sourceSetChoice', value as 'all' | 'some')}
              >
                <Group gap="md" mt="xs">
                  <Radio value="all" label={ALL_SOURCE_SETS} disabled={saving} />
                  <Radio value="some" label="Selected Source Sets" disabled={saving} />
                </Group>
              </Radio.Group>
              {values.sourceSetChoice === 'some' && (
                <MultiSelect
                  label="Selected Source Sets"
                  placeholder={sourceSets.isPending ? 'Loading source sets…' : 'Choose source sets'}
                  data={(sourceSets.data ?? []).map((set) => ({ value: set.id, label: set.name }))}
                  searchable
                  {...field('sourceSetList')}
                />
              )}
            </Stack>
          )}
          {orgIsGlobal && (
            <Checkbox
              label="Proprietary (Global - Provider: cannot be bypassed)"
              {...form.getInputProps('proprietary', { type: 'checkbox' })}
              disabled={saving}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ReadOnlyField label="Name" value={values.name} />
            <ReadOnlyField label="Policy Type" value={policy ? policyTypeOf(policy) : undefined} />
            {policy && <ReadOnlyField label="Status" value={STATUS_LABELS[policy.status]} />}
          </SimpleGrid>
          <ReadOnlyField label="Description" value={values.description} />
          {showSourceSets && (
            <ReadOnlyField
              label="Source Sets"
              value={
                policy?.namedSourceSet.length ? (
                  <List size="sm">
                    {policy.namedSourceSet.map((name) => (
                      <List.Item key={name}>{name}</List.Item>
                    ))}
                  </List>
                ) : (
                  ALL_SOURCE_SETS
                )
              }
            />
          )}
        </Stack>
      )}
    </>
  );
}
