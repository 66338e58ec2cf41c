import { Badge, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { PolicyRec } from '@/api/coverage/gap-contract';
import { OPERATOR_LABELS, SELECTOR_LABELS, valueText } from '@/api/policies/expression-rules';
import { notify } from '@/lib/notify';
import { ACTION_LABELS } from '../policy-cells';
import { COPIED, GAPS_SHOWN, impactSummary } from './gap-texts';
import { PotentialImpactTable } from './potential-impact-table';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

async function copyAll(values: readonly string[]) {
  try {
    await navigator.clipboard.writeText(values.join('\n'));
    notify.success({ message: COPIED });
  } catch {
    notify.error({ message: 'The browser did not allow copying. Select the values and copy them instead.' });
  }
}

/** Spec 2 §2.5's card: one policy's analysis. */
export function GapCard({ rec }: { rec: PolicyRec }) {
  const [all, setAll] = useState(false);
  const titleId = useId();
  const gaps = rec.recommended_values;
  const shown = all ? gaps : gaps.slice(0, GAPS_SHOWN);
  return (
    <Card withBorder component="article" aria-labelledby={titleId} padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          Analysis of {rec.policyName}
        </Title>
        <Section title="Matched Values">
          <Group gap="xs">
            {rec.matched_values.map((value) => (
              <Badge key={value} variant="light" color="gray" tt="none" c="var(--mantine-color-text)">
                {value}
              </Badge>
            ))}
          </Group>
        </Section>
        <Section title="Policy Action">
          <Text>{ACTION_LABELS[rec.action]}</Text>
        </Section>
        <Section title="Policy Expressions">
          <Table aria-label={`Policy Expressions of ${rec.policyName}`} withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Selector</Table.Th>
                <Table.Th>Operator</Table.Th>
                <Table.Th>Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rec.expression.map((p, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{SELECTOR_LABELS[p.selector]}</Table.Td>
                  <Table.Td>{OPERATOR_LABELS[p.operator]}</Table.Td>
                  <Table.Td>{p.values.map((value) => valueText(p.selector, value)).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
        <Section title="Potential Coverage Gaps">
          {gaps.length ? (
            <>
              <List size="sm" aria-label={`Potential Coverage Gaps of ${rec.policyName}`}>
                {shown.map((value) => (
                  <List.Item key={value}>{value}</List.Item>
                ))}
              </List>
              <Group gap="sm">
                {gaps.length > GAPS_SHOWN && (
                  <Button variant="subtle" size="compact-sm" onClick={() => setAll(!all)} aria-expanded={all}>
                    {all ? 'View Less' : `View All (${gaps.length})`}
                  </Button>
                )}
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  onClick={() => void copyAll(gaps)}
                >
                  Copy All
                </Button>
              </Group>
            </>
          ) : (
            <Text>None found this week.</Text>
          )}
        </Section>
        <Section title="Impact Summary">
          <Text>{impactSummary(rec)}</Text>
        </Section>
        <Section title="Potential Impact">
          <PotentialImpactTable rec={rec} caption={`Potential Impact of ${rec.policyName}`} />
        </Section>
      </Stack>
    </Card>
  );
}
