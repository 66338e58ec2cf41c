import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { memo } from 'react';
import type { PeriodTotals } from '@/api/dashboard/contract';
import { summaryTiles } from './summary-rules';

const ICONS = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;

/**
 * Beyond the spec: the period's totals and blocked share above the charts, each with its change
 * against the period of the same length just before (the summary extension call).
 */
export const SummaryTiles = memo(function SummaryTiles({
  current,
  previous,
  durationType,
}: {
  current: PeriodTotals;
  previous: PeriodTotals;
  durationType: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="section" aria-label="Summary">
      {summaryTiles(current, previous).map((tile) => {
        const Icon = tile.direction ? ICONS[tile.direction] : null;
        return (
          <Card key={tile.label} withBorder padding="md" radius="sm">
            <Text size="sm" c="dimmed" fw={600}>
              {tile.label}
            </Text>
            <Text fz={28} fw={700} lh={1.2} title={tile.exact}>
              {tile.value}
            </Text>
            <Group gap={4} wrap="nowrap">
              {Icon && <Icon size={16} aria-hidden />}
              <Text size="sm" c="dimmed">
                {tile.change === null ? 'No earlier period to compare' : `${tile.change} on the previous period`}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {durationType}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
});
