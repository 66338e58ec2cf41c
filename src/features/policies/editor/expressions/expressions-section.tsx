import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { PolicyPredicate } from '@/api/policies/contract';
import { type ExpressionContext, expressionProblems, predicateText } from '@/api/policies/expression-rules';
import { newPredicate } from './predicate-edits';
import { ExpressionRow } from './expression-row';

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
