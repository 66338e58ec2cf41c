import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { policyTestQuery } from '@/api/coverage/queries';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ErrorState } from '@/components/error-state';
import { TesterForm } from './tester-form';
import { TesterResult } from './tester-result';
import type { TesterSearch } from './tester-search';

interface TesterScreenProps {
  search: TesterSearch;
  onTest: (next: TesterSearch) => void;
}

/**
 * The policy tester (beyond the spec): which policy decides a query from a source set, and why.
 * The address holds the query, so a DNS Logs row can link here with its own.
 */
export function TesterScreen({ search, onTest }: TesterScreenProps) {
  const { selected, error: orgError } = useSelectedOrganization();
  const orgId = search.orgId ?? selected?.orgId;
  const ready = Boolean(orgId && search.indicator && search.sourceSetId);
  const result = useQuery({
    ...policyTestQuery({
      orgId: orgId ?? '',
      indicator: search.indicator ?? '',
      sourceSetId: search.sourceSetId ?? '',
      recordType: search.recordType ?? 'A',
      at: search.at,
    }),
    enabled: ready,
  });
  if (!orgId && orgError) return <ErrorState title="The tester could not be loaded" error={orgError} />;
  if (!orgId) return <Loader size="sm" role="status" aria-label="Loading" />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Policy Tester</Title>
        <Text>
          See which policy decides a domain name asked from one of your source sets, and why: the policies in force are
          tried in precedence order and the first whose every expression holds decides.
        </Text>
      </Stack>
      <TesterForm
        key={`${orgId}|${search.indicator}|${search.sourceSetId}`}
        orgId={orgId}
        search={search}
        onTest={onTest}
      />
      {ready && result.isPending && <Loader size="sm" role="status" aria-label="Testing" />}
      {result.isError && (
        <ErrorState title="The test could not be run" error={result.error} onRetry={() => void result.refetch()} />
      )}
      {result.data && <TesterResult result={result.data} />}
    </Stack>
  );
}
