import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { mayCall } from '@/api/access';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ErrorState } from '@/components/error-state';
import { BulkSearch } from './bulk-search';
import { SingleSearch } from './single-search';

export interface CoverageSearch {
  indicator?: string;
  mode?: 'bulk';
}

interface CoverageScreenProps {
  search: CoverageSearch;
  onSearch: (next: CoverageSearch) => void;
}

/** Policy Coverage (spec 2 §2.4): which policies cover an indicator, one at a time or from a file. */
export function CoverageScreen({ search, onSearch }: CoverageScreenProps) {
  const { principal, user } = useSignedInUser();
  const { selected, isLoading, error } = useSelectedOrganization();
  if (error) return <ErrorState title="Policy coverage could not be loaded" error={error} />;
  if (isLoading || !selected) return <Loader size="sm" role="status" aria-label="Loading" />;
  const mayBulk = mayCall('policy.listAffectingBulk', principal, selected);
  const bulk = mayBulk && search.mode === 'bulk';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>Policy Coverage</Title>
          <Text>
            {bulk
              ? 'Upload a file of indicators to see which policies cover each of them.'
              : 'Search for a domain or IP address to see what is known of it and which policies cover it.'}
          </Text>
        </Stack>
        {mayBulk && (
          <Anchor component="button" type="button" onClick={() => onSearch(bulk ? {} : { mode: 'bulk' })}>
            {bulk ? 'Prefer to search for a single indicator?' : 'Prefer to upload indicator file?'}
          </Anchor>
        )}
      </Group>
      {bulk ? (
        <BulkSearch email={user.email} orgId={selected.orgId} />
      ) : (
        <SingleSearch
          key={selected.orgId}
          org={selected}
          indicator={search.indicator}
          onIndicator={(indicator) => onSearch({ indicator })}
        />
      )}
    </Stack>
  );
}
