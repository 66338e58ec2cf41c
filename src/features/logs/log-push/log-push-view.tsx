import { Alert, Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { LogPushJob } from '@/api/log-push-jobs/contract';
import { useDeleteLogPush, useSetLogPushEnabled } from '@/api/log-push-jobs/mutations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmedAction } from '@/components/use-confirmed-action';
import { isDemo } from '@/config/env';
import { notify } from '@/lib/notify';
import { LogPushHealthText } from './log-push-health';
import { logPushFormValues } from './log-push-form-values';
import {
  ACTIVE_WARNING,
  DELETED,
  DELETE_FAILED,
  DISABLED,
  ENABLED,
  SERVICE_LABEL,
  UPDATED,
  UPDATE_FAILED,
} from './log-push-texts';
import { SimulatedDestination } from './simulated-destination';

interface Props {
  job: LogPushJob;
  onEdit: () => void;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * An existing job, read-only (spec 3 §4): its fields with 'In Use' for the secret, its health;
 * Edit, Enable or Disable, Delete with confirmation; Save changes only whether it is enabled.
 */
export function LogPushView({ job, onEdit, onDeleted, onClose }: Props) {
  const [enabled, setEnabled] = useState(job.enabled);
  const setEnabledCall = useSetLogPushEnabled();
  const remove = useDeleteLogPush();
  const ref = { orgId: job.orgId, id: job.id };
  const toggle = useConfirmedAction<boolean, unknown>({
    run: (next) => setEnabledCall.mutateAsync({ ref, enabled: next }),
    success: (next) => ({ message: next ? ENABLED : DISABLED }),
    failure: () => ({ message: UPDATE_FAILED }),
  });
  const deletion = useConfirmedAction<LogPushJob, unknown>({
    run: () => remove.mutateAsync(ref),
    // The job is gone: leave its page once the dialog has closed.
    success: () => {
      window.setTimeout(onDeleted, 0);
      return { message: DELETED };
    },
    failure: () => ({ message: DELETE_FAILED }),
  });
  const save = async () => {
    try {
      await setEnabledCall.mutateAsync({ ref, enabled });
      notify.success({ message: UPDATED });
      onClose();
    } catch {
      notify.error({ message: UPDATE_FAILED });
    }
  };
  const values = logPushFormValues(job);
  const field = (label: string, value: string | undefined) => <TextInput label={label} value={value ?? ''} readOnly />;
  return (
    <Stack gap="md">
      {job.enabled && (
        <Alert color="blue" title={ACTIVE_WARNING}>
          Logs are pushed to this destination every hour. Disable the job to stop them.
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="light"
          leftSection={
            job.enabled ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
          }
          onClick={(event) => toggle.ask(!job.enabled, event.currentTarget)}
        >
          {job.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={(event) => deletion.ask(job, event.currentTarget)}
        >
          Delete
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('DNS Log Push Service', SERVICE_LABEL[job.type])}
        {field('Job Name', job.jobName)}
        {job.type === 'S3' ? (
          <>
            {field('Access Key ID', job.accessKey)}
            <TextInput label="Secret Access Key" placeholder="In Use" value="" readOnly />
            {field('Bucket Path', job.bucketPath)}
            {field('Region', job.region)}
            {field('Endpoint URL', job.endpointUrl)}
          </>
        ) : (
          <>
            {field('URL', job.url)}
            {field('Channel ID', job.channelID)}
            <TextInput label="Auth Token" placeholder="In Use" value="" readOnly />
            {field('Source Type', job.sourceType)}
            {field('TLS certificate', values.tls === 'verified' ? 'Verified' : 'Unverified (skip verification)')}
          </>
        )}
        {field('Ownership', job.verified ? 'Verified' : 'Not verified')}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Health
        </Text>
        <LogPushHealthText health={job.health} />
      </div>
      {isDemo && <SimulatedDestination orgId={job.orgId} values={values} />}
      <Switch label="Enable" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={setEnabledCall.isPending} disabled={enabled === job.enabled}>
          Save
        </Button>
      </Group>
      <ConfirmDialog
        {...toggle.dialogProps}
        title={toggle.target ? 'Enable log push' : 'Disable log push'}
        message={
          toggle.target
            ? `Push ${job.jobName}'s DNS logs to its destination every hour?`
            : `${ACTIVE_WARNING}. Stop pushing ${job.jobName}'s DNS logs?`
        }
        confirmLabel={toggle.target ? 'Enable' : 'Disable'}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete log push"
        message={`${job.enabled ? `${ACTIVE_WARNING}. ` : ''}Delete ${job.jobName}? Logs stop being pushed to its destination.`}
        confirmLabel="Delete"
        confirmColor="red"
      />
    </Stack>
  );
}
