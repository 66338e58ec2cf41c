import { Stack, Text } from '@mantine/core';
import type { PolicyPredicate } from '@/api/policies/contract';
import type { ExpressionContext } from '@/api/policies/expression-rules';

/*
 * OWNER: the expressions slice replaces this placeholder with the expression editor (selectors,
 * operators, value inputs by type, CSV upload). The props are the contract the policy form codes
 * against; keep them.
 */
export interface ExpressionsSectionProps {
  value: PolicyPredicate[];
  onChange: (value: PolicyPredicate[]) => void;
  context: ExpressionContext;
  readOnly: boolean;
  /** The form's or the server's message for the expression list (policy.ruleRejected lands here). */
  error?: string | null;
}

export function ExpressionsSection({ value, readOnly }: ExpressionsSectionProps) {
  if (!value.length) return <Text>No expressions managed by this policy.</Text>;
  return (
    <Stack gap="xs" data-read-only={readOnly || undefined}>
      {value.map((predicate, index) => (
        <Text key={index}>
          {predicate.selector} {predicate.operator} {predicate.values.join(', ')}
        </Text>
      ))}
    </Stack>
  );
}
