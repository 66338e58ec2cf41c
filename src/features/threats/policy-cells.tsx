import { Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AffectingPolicy } from '@/api/coverage/contract';
import type { ActionType, PolicyPredicate } from '@/api/policies/contract';
import { predicateText } from '@/api/policies/expression-rules';
import type { DataTableColumn } from '@/components/data-table';

/*
 * How the threat area's policy screens show a policy: the name linking to its view (or
 * 'Redacted' with the policy list's chip), its action and priority, its expressions as text.
 */

export const ACTION_LABELS: Record<ActionType, string> = {
  ALLOW: 'Allow',
  BLOCK: 'Block',
  LOGONLY: 'Log Only',
  OVERRIDE: 'Override',
};

export const REDACTED_NOTE =
  'This policy belongs to another organization and is redacted. Contact the provider for details.';

export function PolicyName({ policy }: { policy: Pick<AffectingPolicy, 'id' | 'name' | 'redacted'> }) {
  if (policy.redacted) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text inherit>Redacted</Text>
        <Tooltip label={REDACTED_NOTE} multiline maw={240} withArrow events={{ hover: true, focus: true, touch: true }}>
          <Badge tabIndex={0} variant="light" color="gray" aria-description={REDACTED_NOTE} style={{ cursor: 'help' }}>
            Other Organization
          </Badge>
        </Tooltip>
      </Group>
    );
  }
  return (
    <Anchor renderRoot={(props) => <Link to="/policy-editor/view/$id" params={{ id: policy.id }} {...props} />}>
      {policy.name}
    </Anchor>
  );
}

export const expressionText = (expression: readonly PolicyPredicate[]): string =>
  expression.map(predicateText).join('; ');

/** The columns of a table of policies matching an indicator. */
export function policyColumns(withOrganization: boolean): DataTableColumn<AffectingPolicy>[] {
  return [
    { id: 'name', header: 'Policy Name', cell: (p) => <PolicyName policy={p} />, csv: (p) => p.name },
    ...(withOrganization ? [{ id: 'orgName', header: 'Organization', cell: (p: AffectingPolicy) => p.orgName }] : []),
    { id: 'action', header: 'Action', cell: (p) => ACTION_LABELS[p.action] },
    { id: 'priority', header: 'Priority', cell: (p) => p.priority },
    { id: 'policyType', header: 'Policy Type', cell: (p) => p.policyType },
    {
      id: 'expression',
      header: 'Expressions',
      cell: (p) => (p.redacted ? '—' : expressionText(p.expression)),
      csv: (p) => expressionText(p.expression),
    },
  ];
}
