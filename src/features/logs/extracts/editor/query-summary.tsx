import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { type LogQueryParams, LOG_DURATION_LABELS } from '@/api/log-queries/query-params';
import { formatDateTime } from '@/lib/format';

/** Spec 3 §2: what the extract will run, each filter 'All' (or 'Any' name) when empty. */
export function querySummary(params: LogQueryParams): [string, string][] {
  const names = (options: readonly { name: string }[]) =>
    options.length ? options.map((o) => o.name).join(', ') : 'All';
  const duration =
    params.durationType === 'custom'
      ? `${formatDateTime(params.duration.startDate)} - ${formatDateTime(params.duration.endDate)}`
      : LOG_DURATION_LABELS[params.durationType];
  return [
    ['Organizations', names(params.orgs)],
    ['Source Sets', names(params.sourceSets)],
    ['Policies', names(params.policies)],
    ['Actions', names(params.actions)],
    ['Record Types', names(params.recordTypes)],
    ['Name', params.queryName || 'Any'],
    ['Duration', duration],
  ];
}

export function QuerySummary({ params }: { params: LogQueryParams }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="extract-query-summary">
      <Title order={3} size="h5" id="extract-query-summary" mb="sm">
        Query
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        {querySummary(params).map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={700}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
