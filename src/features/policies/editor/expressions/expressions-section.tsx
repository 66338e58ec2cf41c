import { Anchor, Button, FileButton, Group, List, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { PolicyPredicate } from '@/api/policies/contract';
import {
  EXPRESSION_RECORD_TYPES,
  type ExpressionContext,
  OPERATOR_LABELS,
  SELECTOR_LABELS,
  VALUE_KINDS,
  arityOf,
  categoriesFor,
  expressionProblems,
  isValidValue,
  operatorsFor,
  predicateText,
  selectorsFor,
  valueProblem,
} from '@/api/policies/expression-rules';
import type { PolicyOperator, PolicySelector } from '@/api/policies/schemas';
import { IconButton } from '@/components/icon-button';
import { MultiValueInput } from '@/components/multi-value-input';
import { saveBlob } from '@/lib/save-file';
import { MAX_FILE_HOSTS, SAMPLE_CSV, TOO_MANY_MESSAGE, readHostsFile } from './hosts-file';

/*
 * The expression editor (spec 2 §2.2, §5): a list of predicates, each a selector, an operator
 * the selector offers and values by type. Problems come from the same rules the mock's save
 * handler applies (expression-rules.ts), checked a moment after the last change. A Domain 'is in'
 * list can also be filled from a CSV hosts file.
 */
export interface ExpressionsSectionProps {
  value: PolicyPredicate[];
  onChange: (value: PolicyPredicate[]) => void;
  context: ExpressionContext;
  readOnly: boolean;
  /** The form's or the server's message for the expression list (policy.ruleRejected lands here). */
  error?: string | null;
}

export const EMPTY_EXPRESSIONS = 'No expressions managed by this policy.';
/** How long after the last change the rules run (a regex check loads re2js the first time). */
export const PROBLEM_DELAY_MS = 300;

/** A new row: the first selector offered (Domain when it is), with its first operator. */
export function newPredicate(context: ExpressionContext): PolicyPredicate {
  const selectors = selectorsFor(context);
  const selector = selectors.includes('domain') ? 'domain' : selectors[0];
  return { selector, operator: operatorsFor(selector)[0], values: [] };
}

/** Keeps the operator when the new selector offers it, and the values when they still fit. */
export function withSelector(predicate: PolicyPredicate, selector: PolicySelector): PolicyPredicate {
  const operators = operatorsFor(selector);
  const operator = operators.includes(predicate.operator) ? predicate.operator : operators[0];
  const pattern = arityOf(operator) === 'pattern';
  const keep =
    operator === predicate.operator && (pattern || predicate.values.every((value) => isValidValue(selector, value)));
  return { selector, operator, values: keep ? predicate.values : [] };
}

/** Keeps the values across operators of the same kind; one value when a list becomes single. */
export function withOperator(predicate: PolicyPredicate, operator: PolicyOperator): PolicyPredicate {
  const from = arityOf(predicate.operator);
  const to = arityOf(operator);
  if (from === to) return { ...predicate, operator };
  if ((from === 'pattern') !== (to === 'pattern')) return { ...predicate, operator, values: [] };
  return { ...predicate, operator, values: to === 'single' ? predicate.values.slice(0, 1) : predicate.values };
}

/** The rules' problems for the list, recomputed a moment after it changes; a stale answer is dropped. */
function useProblems(value: PolicyPredicate[], context: ExpressionContext, enabled: boolean) {
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const { action, orgIsGlobal } = context;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = setTimeout(() => {
      void expressionProblems(value, { action, orgIsGlobal }).then((found) => {
        if (current) setProblems(new Map(found.map((p) => [p.index, p.message])));
      });
    }, PROBLEM_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, action, orgIsGlobal, enabled]);
  return problems;
}

/** Stable keys for the rows (predicates have no id): a removed row takes its typed text with it. */
function useRowKeys(length: number) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  while (keys.current.length < length) keys.current.push(next.current++);
  if (keys.current.length > length) keys.current.length = length;
  return {
    keys: keys.current,
    remove: (index: number) => keys.current.splice(index, 1),
  };
}

export function ExpressionsSection({ value, onChange, context, readOnly, error }: ExpressionsSectionProps) {
  const problems = useProblems(value, context, !readOnly);
  const rows = useRowKeys(value.length);

  const errorText = error ? (
    <Text size="sm" c="red.8" role="alert">
      {error}
    </Text>
  ) : null;

  if (readOnly) {
    return (
      <Stack gap="xs">
        {errorText}
        {value.length ? (
          <List spacing={4} aria-label="Expressions">
            {value.map((predicate, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {predicateText(predicate)}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text>{EMPTY_EXPRESSIONS}</Text>
        )}
      </Stack>
    );
  }

  const update = (index: number, predicate: PolicyPredicate) =>
    onChange(value.map((current, i) => (i === index ? predicate : current)));
  const remove = (index: number) => {
    rows.remove(index);
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <Stack gap="md">
      {errorText}
      {value.length === 0 && <Text>{EMPTY_EXPRESSIONS}</Text>}
      {value.map((predicate, index) => (
        <ExpressionRow
          key={rows.keys[index]}
          index={index}
          predicate={predicate}
          context={context}
          problem={problems.get(index) ?? null}
          onChange={(next) => update(index, next)}
          onRemove={() => remove(index)}
        />
      ))}
      <Group>
        <Button
          variant="outline"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, newPredicate(context)])}
        >
          Add Expression
        </Button>
      </Group>
    </Stack>
  );
}

interface ExpressionRowProps {
  index: number;
  predicate: PolicyPredicate;
  context: ExpressionContext;
  problem: string | null;
  onChange: (predicate: PolicyPredicate) => void;
  onRemove: () => void;
}

function ExpressionRow({ index, predicate, context, problem, onChange, onRemove }: ExpressionRowProps) {
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

/** Fills a Domain 'is in' list from a CSV hosts file (added to what is there), with a sample to start from. */
function HostsUpload({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await readHostsFile(file);
      if ('error' in result) {
        setMessage(result.error);
        return;
      }
      const known = new Set(values.map((v) => v.toLowerCase()));
      const merged = [...values, ...result.hosts.filter((host) => !known.has(host))];
      if (merged.length > MAX_FILE_HOSTS) {
        setMessage(TOO_MANY_MESSAGE);
        return;
      }
      setMessage(null);
      onChange(merged);
    } finally {
      setBusy(false);
      reset.current?.();
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="md">
        <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv" resetRef={reset}>
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-sm"
              loading={busy}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Upload CSV of hosts
            </Button>
          )}
        </FileButton>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => saveBlob(new Blob([SAMPLE_CSV], { type: 'text/csv' }), 'sample-hosts.csv')}
        >
          Download sample CSV
        </Anchor>
      </Group>
      {message && (
        <Text size="sm" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
