import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import { logPushListQuery } from '@/api/log-push-jobs/queries';
import { LOG_PUSH_MAX_JOBS } from '@/api/log-push-jobs/rules';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { CrosswalkLinks } from './crosswalk-links';
import { LogPushHealthText } from './log-push-health';
import { LIMIT_WARNING, SERVICE_LABEL } from './log-push-texts';

/**
 * DNS Log Push (spec 3 §2): the organization's jobs, at most 4, so one page without pagination;
 * Connect A Service until the limit, the two crosswalks, and each job's health.
 */
export function LogPushListScreen() {
  const { principal } = useSignedInUser();
  const { selected, error: orgError } = useSelectedOrganization();
  const allowed = !!selected && mayCall('logPush.list', principal, selected);
  const jobs = useQuery({ ...logPushListQuery(selected?.orgId ?? ''), enabled: allowed });

  if (orgError) return <ErrorState title="Organizations could not be loaded" error={orgError} />;
  if (!selected) return <Busy label="Loading…" />;
  if (!allowed)
    return (
      <Alert color="yellow" title="DNS Log Push is not available">
        Log push is managed by an administrator of an organization with an account.
      </Alert>
    );
  const atLimit = (jobs.data?.length ?? 0) >= LOG_PUSH_MAX_JOBS;
  const ready = !!jobs.data && !atLimit;
  // A disabled link would still navigate: at the limit the button is a plain, disabled button.
  const connect = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={!ready}
      aria-describedby={atLimit ? 'log-push-limit' : undefined}
      renderRoot={ready ? (props) => <Link to="/logs/log-push/form" search={{}} {...props} /> : undefined}
    >
      Connect A Service
    </Button>
  );
  return (
    <Stack gap="md">
      <PageHeader
        title="DNS Log Push"
        description={`Push ${selected.displayName}'s DNS logs to an S3-compatible bucket or a Splunk collector, hourly.`}
        actions={connect}
      />
      {atLimit && (
        <Alert id="log-push-limit" color="yellow" title="Maximum reached">
          {LIMIT_WARNING}
        </Alert>
      )}
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Crosswalks:
        </Text>
        <CrosswalkLinks orgId={selected.orgId} />
      </Group>
      {jobs.isPending ? (
        <Busy label="Loading log push jobs…" />
      ) : jobs.isError ? (
        <ErrorState title="Log push jobs could not be loaded" error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <EmptyState title="No log push jobs" text="Connect a service to push this organization's DNS logs." />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>Log push jobs of {selected.displayName}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>DNS Log Push Service</Table.Th>
                <Table.Th>Path</Table.Th>
                <Table.Th w={110}>Status</Table.Th>
                <Table.Th>Health</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.data.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      renderRoot={(props) => <Link to="/logs/log-push/form" search={{ id: job.id }} {...props} />}
                    >
                      {job.jobName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{SERVICE_LABEL[job.type]}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{job.path}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={job.enabled ? 'green.8' : 'gray.7'}
                      variant="filled"
                      style={{ overflow: 'visible' }}
                      miw={84}
                    >
                      {job.enabled ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <LogPushHealthText health={job.health} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function Busy({ label }: { label: string }) {
  return (
    <Group aria-busy="true">
      <Loader size="sm" /> <Text>{label}</Text>
    </Group>
  );
}
