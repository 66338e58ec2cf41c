import { Anchor, Card, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { mayCall } from '@/api/access';
import { logPushListQuery, logPushQuery } from '@/api/log-push-jobs/queries';
import { LOG_PUSH_MAX_JOBS } from '@/api/log-push-jobs/rules';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { Alert } from '@mantine/core';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Busy } from './log-push-list-screen';
import { LogPushForm } from './log-push-form';
import { BACK_LABEL, LIMIT_WARNING } from './log-push-texts';
import { LogPushView } from './log-push-view';

/** The detail route (spec 3 §2): the job id in the search parameters; none connects a new service. */
export function LogPushPage({ id }: { id?: string }) {
  const { principal } = useSignedInUser();
  const { selected, error: orgError } = useSelectedOrganization();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const allowed = !!selected && mayCall('logPush.create', principal, selected);
  const orgId = selected?.orgId ?? '';
  const job = useQuery({ ...logPushQuery({ orgId, id: id ?? '' }), enabled: allowed && !!id });
  const jobs = useQuery({ ...logPushListQuery(orgId), enabled: allowed && !id });
  const toList = () => void navigate({ to: '/logs/log-push' });

  const title = !id ? 'Connect a Service' : editing ? 'Edit Log Push' : 'Log Push Details';
  const page = (body: React.ReactNode) => (
    <Stack gap="md">
      <Anchor component={Link} to="/logs/log-push" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {BACK_LABEL}
        </Group>
      </Anchor>
      <PageHeader title={title} description={selected?.displayName} />
      {body}
    </Stack>
  );

  if (orgError) return page(<ErrorState title="Organizations could not be loaded" error={orgError} />);
  if (!selected) return page(<Busy label="Loading…" />);
  if (!allowed)
    return page(
      <Alert color="yellow" title="DNS Log Push is not available">
        Log push is managed by an administrator of an organization with an account.
      </Alert>,
    );
  if (id && job.isPending) return page(<Busy label="Loading the log push job…" />);
  if (id && job.isError)
    return page(
      <ErrorState title="The log push job could not be loaded" error={job.error} onRetry={() => void job.refetch()} />,
    );
  if (!id && jobs.isPending) return page(<Busy label="Loading…" />);
  if (!id && (jobs.data?.length ?? 0) >= LOG_PUSH_MAX_JOBS)
    return page(
      <Alert color="yellow" title="Maximum reached">
        {LIMIT_WARNING}
      </Alert>,
    );

  const card = (body: React.ReactNode) =>
    page(
      <Card withBorder padding="lg" maw={960}>
        {body}
      </Card>,
    );
  if (id && job.data && !editing)
    return card(
      <LogPushView
        key={String(job.data.enabled)}
        job={job.data}
        onEdit={() => setEditing(true)}
        onDeleted={toList}
        onClose={toList}
      />,
    );
  return card(
    <LogPushForm
      orgId={selected.orgId}
      job={editing ? job.data : undefined}
      onSaved={toList}
      onCancel={() => (editing ? setEditing(false) : toList())}
    />,
  );
}
