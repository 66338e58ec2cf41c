import { Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { PolicyPredicate } from '@/api/policies/contract';
import {
  EXPRESSION_RECORD_TYPES,
  type ExpressionContext,
  OPERATOR_LABELS,
  SELECTOR_LABELS,
  VALUE_KINDS,
  arityOf,
  categoriesFor,
  operatorsFor,
  selectorsFor,
  valueProblem,
} from '@/api/policies/expression-rules';
import type { PolicyOperator, PolicySelector } from '@/api/policies/schemas';
import { IconButton } from '@/components/icon-button';
import { MultiValueInput } from '@/components/multi-value-input';
import { withOperator, withSelector } from './predicate-edits';
import { HostsUpload } from './hosts-upload';

interface ExpressionRowProps {
  index: number;
  predicate: PolicyPredicate;
  context: ExpressionContext;
  problem: string | null;
  onChange: (predicate: PolicyPredicate) => void;
  onRemove: () => void;
}

export function ExpressionRow({ index, predicate, context, problem, onChange, onRemove }: ExpressionRowProps) {
  const { selector, operator } = predicate;
  const selectors = selectorsFor(context);
  const selectorOffered = selectors.includes(selector);
  const operatorOffered = operatorsFor(selector).includes(operator);
  // A selector the action no longer offers stays visible, so the problem names what to change.
  const selectorData = (selectorOffered ? selectors : [...selectors, selector]).map((s) => ({
    value: s,
    label: SELECTOR_LABELS[s],
  }));
  const operatorData = operatorsFor(selector).map((o) => ({ value: o, label: OPERATOR_LABELS[o] }));
  const name = `Expression ${index + 1}`;

  return (
    <Stack gap={4} role="group" aria-label={name}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Selector"
          w={260}
          data={selectorData}
          value={selector}
          allowDeselect={false}
          error={!selectorOffered ? problem : undefined}
          onChange={(next) => next && onChange(withSelector(predicate, next as PolicySelector))}
        />
        <Select
          label="Operator"
          w={170}
          data={operatorData}
          value={operatorOffered ? operator : null}
          allowDeselect={false}
          error={selectorOffered && !operatorOffered ? problem : undefined}
          onChange={(next) => next && onChange(withOperator(predicate, next as PolicyOperator))}
        />
        <div style={{ flex: 1, minWidth: 240 }}>
          <ValueInput
            predicate={predicate}
            problem={selectorOffered && operatorOffered ? problem : null}
            onChange={(values) => onChange({ ...predicate, values })}
          />
        </div>
        <IconButton
          color="red"
          aria-label={`Remove expression ${index + 1}`}
          title="Remove expression"
          style={{ marginTop: 26 }}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </IconButton>
      </Group>
      {selector === 'domain' && operator === 'in' && (
        <HostsUpload values={predicate.values.map(String)} onChange={(values) => onChange({ ...predicate, values })} />
      )}
    </Stack>
  );
}

interface ValueInputProps {
  predicate: PolicyPredicate;
  problem: string | null;
  onChange: (values: (string | number)[]) => void;
}

function ValueInput({ predicate, problem, onChange }: ValueInputProps) {
  const { selector, operator, values } = predicate;
  const arity = arityOf(operator);
  const kind = VALUE_KINDS[selector];
  const error = problem ?? undefined;

  if (arity === 'pattern') {
    return (
      <TextInput
        label="Regular expression"
        value={String(values[0] ?? '')}
        error={error}
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value ? [event.currentTarget.value] : [])}
      />
    );
  }
  if (kind === 'category') {
    return (
      <MultiSelect
        label="Categories"
        searchable
        data={categoriesFor(selector).map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.map(String)}
        error={error}
        onChange={(next) => onChange(next.map(Number))}
      />
    );
  }
  if (kind === 'recordType') {
    const data = [...EXPRESSION_RECORD_TYPES];
    return arity === 'list' ? (
      <MultiSelect
        label="Record types"
        searchable
        data={data}
        value={values.map(String)}
        error={error}
        onChange={onChange}
      />
    ) : (
      <Select
        label="Record type"
        searchable
        data={data}
        value={values.length ? String(values[0]) : null}
        error={error}
        onChange={(next) => onChange(next ? [next] : [])}
      />
    );
  }
  if (arity === 'list') {
    return (
      <MultiValueInput
        label="Values"
        value={values.map(String)}
        error={error}
        validate={(candidate) => valueProblem(selector, candidate)}
        placeholder="Type a value, then Enter, Tab or a comma"
        onChange={onChange}
      />
    );
  }
  return (
    <TextInput
      label="Value"
      value={String(values[0] ?? '')}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value ? [event.currentTarget.value] : [])}
    />
  );
}
