import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mayCall } from '@/api/access';
import { logStreamQuery } from '@/api/log-streams/queries';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { ReadOnlyField } from '@/components/read-only-field';
import { FixedSettings } from './fixed-settings';
import { StreamForm } from './stream-form';
import { BACK_TO_STREAMS, STREAM_FETCH_FAILED } from './stream-texts';

/** The stream route (spec 3 §2): create without an id; with one, the stream read-only and Close. */
export function StreamPage({ id }: { id?: string }) {
  const { principal } = useSignedInUser();
  const { selected, error } = useSelectedOrganization();
  const navigate = useNavigate();
  const allowed = !!selected && mayCall('logStream.list', principal, selected);
  const stream = useQuery({
    ...logStreamQuery({ orgId: selected?.orgId ?? '', id: id ?? '' }),
    enabled: allowed && !!id,
  });
  const toList = () => void navigate({ to: '/logs/dns-streams' });
  const page = (body: ReactNode) => (
    <Stack gap="md">
      <Anchor component={Link} to="/logs/dns-streams" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {BACK_TO_STREAMS}
        </Group>
      </Anchor>
      <PageHeader title={id ? 'DNS Stream' : 'New DNS Stream'} description={selected?.displayName} />
      {body}
    </Stack>
  );
  if (error) return page(<ErrorState title="Organizations could not be loaded" error={error} />);
  if (!selected) return page(null);
  if (!allowed)
    return page(
      <Alert color="yellow" title="DNS Streams are not available">
        Streams are managed by an administrator or configuration manager of an organization with an account.
      </Alert>,
    );
  if (!id)
    return page(
      <Card withBorder padding="lg" maw={720}>
        <StreamForm orgId={selected.orgId} onDone={toList} />
      </Card>,
    );
  if (stream.isPending)
    return page(
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading the stream…</Text>
      </Group>,
    );
  if (stream.isError)
    return page(<ErrorState title={STREAM_FETCH_FAILED} error={stream.error} onRetry={() => void stream.refetch()} />);
  const { logStream, sourceSetNames } = stream.data;
  return page(
    <Card withBorder padding="lg" maw={720}>
      <Stack gap="md">
        <ReadOnlyField label="Stream Name" value={logStream.name} />
        <ReadOnlyField label="Description" value={logStream.description} />
        <ReadOnlyField label="Bucket Path" value={logStream.destination} />
        <ReadOnlyField label="Source Sets" value={sourceSetNames.join(', ')} />
        <FixedSettings />
        <Group justify="flex-end">
          <Button onClick={toList}>Close</Button>
        </Group>
      </Stack>
    </Card>,
  );
}
