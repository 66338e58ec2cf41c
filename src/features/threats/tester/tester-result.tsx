import { Badge, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconBan, IconCheck, IconEye, IconArrowsExchange, IconCircleDashed } from '@tabler/icons-react';
import type { AffectingPolicy } from '@/api/coverage/contract';
import type { ResultOf } from '@/api/contract';
import type { policyTestEndpoint } from '@/api/coverage/tester-contract';
import { predicateText } from '@/api/policies/expression-rules';
import { formatDateTime } from '@/lib/format';
import { ACTION_LABELS, PolicyName } from '../policy-cells';

type TestResult = ResultOf<typeof policyTestEndpoint>;

/** The decision in words and an icon, never colour alone. */
const DECISIONS: Record<TestResult['decision'], { label: string; color: string; icon: React.ReactNode }> = {
  block: { label: 'Blocked', color: 'red.9', icon: <IconBan size={16} aria-hidden /> },
  allow: { label: 'Allowed', color: 'green.9', icon: <IconCheck size={16} aria-hidden /> },
  override: { label: 'Overridden', color: 'orange.9', icon: <IconArrowsExchange size={16} aria-hidden /> },
  logOnly: { label: 'Logged', color: 'blue.9', icon: <IconEye size={16} aria-hidden /> },
  none: { label: 'Resolved: no policy matched', color: 'gray.8', icon: <IconCircleDashed size={16} aria-hidden /> },
};

const precedenceText = (p: AffectingPolicy) => `Priority ${p.priority} (precedence ${p.precedence})`;

function Expression({ policy }: { policy: AffectingPolicy }) {
  if (policy.redacted)
    return <Text size="sm">Redacted: the expression of another organization's policy is not shown.</Text>;
  return (
    <List size="sm">
      {policy.expression.map((p, i) => (
        <List.Item key={i}>{predicateText(p)}</List.Item>
      ))}
    </List>
  );
}

export function TesterResult({ result }: { result: TestResult }) {
  const decision = DECISIONS[result.decision];
  const decided = result.decidedBy;
  const categories = [result.securityRiskCategory, result.securityThreatCategory, result.contentCategory].filter(
    Boolean,
  );
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="tester-decision">
        <Stack gap="sm">
          <Group gap="sm">
            <Title order={3} size="h4" id="tester-decision">
              {result.indicator}
            </Title>
            <Badge
              size="lg"
              variant="outline"
              color={decision.color}
              c="var(--mantine-color-text)"
              leftSection={decision.icon}
              tt="none"
            >
              {decision.label}
            </Badge>
          </Group>
          <Text size="sm">
            At {formatDateTime(result.at)}. Categories the resolver knows:{' '}
            {categories.length ? categories.join(', ') : 'none'}.
          </Text>
          {decided ? (
            <Stack gap={4}>
              <Text>
                Decided by <PolicyName policy={decided} /> ({ACTION_LABELS[decided.action]}, {decided.policyType},{' '}
                {precedenceText(decided)}), the first policy in precedence order whose every expression holds:
              </Text>
              <Expression policy={decided} />
            </Stack>
          ) : (
            <Text>No policy in force for this source set matches this query, so it is resolved.</Text>
          )}
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="tester-losers">
        <Title order={3} size="h5" id="tester-losers">
          Also matched, but later in precedence
        </Title>
        {result.alsoMatched.length ? (
          <Table aria-labelledby="tester-losers" withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Policy Name</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Priority</Table.Th>
                <Table.Th>Policy Type</Table.Th>
                <Table.Th>Expressions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.alsoMatched.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <PolicyName policy={p} />
                  </Table.Td>
                  <Table.Td>{ACTION_LABELS[p.action]}</Table.Td>
                  <Table.Td>{precedenceText(p)}</Table.Td>
                  <Table.Td>{p.policyType}</Table.Td>
                  <Table.Td>
                    <Expression policy={p} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text>No other policy matched.</Text>
        )}
      </Stack>
    </Stack>
  );
}
