import { List, Stack, Text, Tooltip } from '@mantine/core';
import type { Policy } from '@/api/policies/contract';
import { SHOWN_EXPRESSIONS, cutText, predicateLine } from './expression-text';

/** Spec 2 §9: a cut expression's tooltip is at most 240 px wide. */
const TOOLTIP_WIDTH = 240;

function Heading({ children }: { children: string }) {
  return (
    <Text size="sm" fw={600}>
      {children}
    </Text>
  );
}

/** One expression, cut at 30 characters; a cut one shows its whole text in a tooltip and to assistive tech. */
function ExpressionLine({ text }: { text: string }) {
  const shown = cutText(text);
  if (shown === text) return <Text size="sm">{text}</Text>;
  return (
    <Tooltip label={text} multiline maw={TOOLTIP_WIDTH} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text size="sm" component="span" tabIndex={0} style={{ cursor: 'help' }}>
        <span aria-hidden>{shown}</span>
        <span className="visually-hidden">{text}</span>
      </Text>
    </Tooltip>
  );
}

/**
 * A row's details (spec 2 §2.1): up to 5 expressions with a count of the rest, the description, and
 * the source sets an organization's policy applies to (a global or proprietary policy applies to
 * every organization, so it has none to show).
 */
export function PolicyDetails({ policy }: { policy: Policy }) {
  const lines = policy.expression.map(predicateLine);
  const more = lines.length - SHOWN_EXPRESSIONS;
  const showSets = !policy.global && !policy.proprietary;
  return (
    <Stack gap="xs">
      <div>
        <Heading>Expressions</Heading>
        {lines.length === 0 ? (
          <Text size="sm">No expressions managed by this policy.</Text>
        ) : (
          <List size="sm" listStyleType="none" spacing={2}>
            {lines.slice(0, SHOWN_EXPRESSIONS).map((line, index) => (
              <List.Item key={index}>
                <ExpressionLine text={line} />
              </List.Item>
            ))}
            {more > 0 && (
              <List.Item>
                <Text size="sm" fw={600}>{`+${more} more`}</Text>
              </List.Item>
            )}
          </List>
        )}
      </div>
      <div>
        <Heading>Description</Heading>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {policy.description || 'No description'}
        </Text>
      </div>
      {showSets && (
        <div>
          <Heading>Source Sets</Heading>
          <Text size="sm">
            {policy.namedSourceSet.length === 0 ? 'All Source Sets' : policy.namedSourceSet.join(', ')}
          </Text>
        </div>
      )}
    </Stack>
  );
}
