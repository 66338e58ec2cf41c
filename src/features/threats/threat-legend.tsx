import { ColorSwatch, Group, Text } from '@mantine/core';
import { DECISION_COLORS, type LegendKey } from './threat-colors';

/** The chart's legend (spec 2 §2.3): a swatch and a name per series, so no colour stands alone. */
export function ThreatLegend({ keys }: { keys: readonly LegendKey[] }) {
  return (
    <Group gap="md" aria-label="Legend" role="list">
      {keys.map((key) => (
        <Group key={key} gap={6} wrap="nowrap" role="listitem">
          <ColorSwatch color={DECISION_COLORS[key]} size={14} withShadow={false} aria-hidden />
          <Text size="sm">{key}</Text>
        </Group>
      ))}
    </Group>
  );
}
