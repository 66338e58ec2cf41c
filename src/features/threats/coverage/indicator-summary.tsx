import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { indicatorIntelQuery } from '@/api/threats/queries';
import { ErrorState } from '@/components/error-state';
import { formatDate } from '@/lib/format';

/** The spec's message when the summary lookup fails (spec 2 §8). */
export const SUMMARY_ERROR = 'Error retrieving summary information';

const listed = (values: readonly string[]) => (values.length ? values.join(', ') : 'None');

/** Spec 2 §2.4's summary of one indicator: what the intel knows of it. */
export function IndicatorSummary({ indicator }: { indicator: string }) {
  const intel = useQuery(indicatorIntelQuery(indicator));
  if (intel.isPending) return <Loader size="sm" role="status" aria-label="Loading the summary" />;
  if (intel.isError)
    return <ErrorState title={SUMMARY_ERROR} error={intel.error} onRetry={() => void intel.refetch()} />;
  const { data } = intel;
  const known = data.created !== null || data.contentCategories.length > 0 || data.securityRisks.length > 0;
  const fields: [string, string][] = [
    ['Security Risk Category', listed(data.securityRisks)],
    ['Security Threat Category', listed(data.securityThreats)],
    ['Created', data.created ? formatDate(data.created) : 'Unknown'],
    ['Content Category', listed(data.contentCategories)],
    ['Content Subcategory', listed(data.contentSubcategories)],
  ];
  return (
    <Card withBorder component="section" aria-labelledby="indicator-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="indicator-summary">
          Summary of {indicator}
        </Title>
        {!known && <Text>No information available for this indicator.</Text>}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 5 }} spacing="md" m={0}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" fw={700}>
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
