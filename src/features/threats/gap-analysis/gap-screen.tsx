import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { policyRecsQuery } from '@/api/coverage/queries';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { GapCard } from './gap-card';
import { EMPTY_TEXT, description } from './gap-texts';

/** Policy Gap Analysis (spec 2 §2.5): the weekly analysis, one card per policy. */
export function GapScreen() {
  const { selected, error: orgError } = useSelectedOrganization();
  const recs = useQuery({ ...policyRecsQuery(selected?.orgId ?? ''), enabled: Boolean(selected) });
  if (orgError) return <ErrorState title="The analysis could not be loaded" error={orgError} />;
  if (recs.isError)
    return (
      <ErrorState title="The analysis could not be loaded" error={recs.error} onRetry={() => void recs.refetch()} />
    );
  if (!recs.data) return <Loader size="sm" role="status" aria-label="Loading the analysis" />;
  const { policyRecs, windowStart, windowEnd } = recs.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Policy Gap Analysis</Title>
        <Text>{description(windowStart, windowEnd)}</Text>
      </Stack>
      {policyRecs.length ? (
        policyRecs.map((rec) => <GapCard key={rec.policyId} rec={rec} />)
      ) : (
        <EmptyState title={EMPTY_TEXT} />
      )}
    </Stack>
  );
}
