import { Alert, Button, Divider, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import type { LogPushJob } from '@/api/log-push-jobs/contract';
import { useCreateLogPush } from '@/api/log-push-jobs/mutations';
import { NO_PROOF, type Proof, edited, readyToCreate, sent, verifiedWith } from '@/api/log-push-jobs/ownership';
import { sendToken, verifyToken } from '@/api/log-push-jobs/queries';
import type { LogPushType } from '@/api/log-push-jobs/rules';
import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { isDemo } from '@/config/env';
import { notify } from '@/lib/notify';
import { DestinationFields } from './destination-fields';
import {
  type LogPushFormValues,
  allFilled,
  fingerprintOf,
  logPushFormValues,
  toDestinationRequest,
  tokenError,
  validateDestination,
} from './log-push-form-values';
import {
  CREATED,
  CREATE_FAILED,
  REVERIFY_NOTICE,
  SEND_FAILED,
  SERVICE_LABEL,
  UPDATED,
  UPDATE_FAILED,
  VERIFY_FAILED,
} from './log-push-texts';
import { OwnershipSection } from './ownership-section';
import { SimulatedDestination } from './simulated-destination';

interface Props {
  orgId: string;
  /** The job being edited; absent when connecting a new service. */
  job?: LogPushJob;
  onSaved: () => void;
  onCancel: () => void;
}

/** The service's errors at their fields; anything else is the notice's message. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.errors.filter((e) => e.field && e.field !== 'orgId').map((e) => [e.field!, e.serverMessage ?? e.message]),
  );
}

/**
 * Connect a Service, or edit a job (spec 3 §2, §4, §5): the destination, the ownership proof, the
 * Enable toggle once verified, Save. Editing starts with the secrets and the token cleared.
 */
export function LogPushForm({ orgId, job, onSaved, onCancel }: Props) {
  const form = useForm<LogPushFormValues>({
    mode: 'controlled',
    initialValues: { ...logPushFormValues(job), enabled: false },
  });
  const [proofState, setProof] = useState<Proof>(NO_PROOF);
  const [busy, setBusy] = useState<'send' | 'verify' | 'save' | null>(null);
  const saved = useRef(false);
  const guard = useUnsavedChangesGuard(form.isDirty() && busy !== 'save' && !saved.current);
  const create = useCreateLogPush();

  const values = form.values;
  // Any change of the fields after a send leaves a proof for other fields: it no longer counts.
  const proof = edited(proofState, fingerprintOf(values));
  const verified = readyToCreate(proof, fingerprintOf(values), values.token);

  const changeType = (type: string | null) => {
    if (type === 'S3' || type === 'Splunk') form.setFieldValue('type', type as LogPushType);
  };

  const send = async () => {
    const errors = validateDestination(values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy('send');
    try {
      const result = await sendToken(toDestinationRequest(orgId, values));
      setProof(sent(fingerprintOf(values), result.filename, ''));
      form.setFieldValue('token', '');
      form.setFieldValue('enabled', false);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      const writeFailed = error instanceof ApiError && error.find(ErrorKey.logPushDestinationWrite);
      notify.error({
        message: writeFailed ? SEND_FAILED[values.type] : error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    const problem = tokenError(values.token);
    if (problem) return form.setFieldError('token', problem);
    setBusy('verify');
    try {
      const { valid } = await verifyToken({ ...toDestinationRequest(orgId, values), token: values.token });
      if (valid) setProof(verifiedWith(proof, values.token));
      else form.setFieldError('token', VERIFY_FAILED);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const save = form.onSubmit(async () => {
    setBusy('save');
    try {
      await create.mutateAsync({
        ...toDestinationRequest(orgId, values),
        token: values.token,
        verified: true,
        enabled: values.enabled,
        id: job?.id,
      });
      saved.current = true;
      guard.release();
      notify.success({ message: job ? UPDATED : CREATED });
      onSaved();
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notify.error({ message: job ? UPDATE_FAILED : CREATE_FAILED });
    } finally {
      setBusy(null);
    }
  });

  return (
    <>
      <form onSubmit={save} noValidate aria-label={job ? 'Edit log push' : 'Connect a service'}>
        <Stack gap="md">
          {job && (
            <Alert color="yellow" title="Re-verify to save">
              {REVERIFY_NOTICE}
            </Alert>
          )}
          <Group grow align="flex-start">
            <Select
              label="DNS Log Push Service"
              data={(['S3', 'Splunk'] as const).map((value) => ({ value, label: SERVICE_LABEL[value] }))}
              value={values.type}
              onChange={changeType}
              allowDeselect={false}
              withAsterisk
            />
            <TextInput label="Job Name" withAsterisk autoComplete="off" {...form.getInputProps('jobName')} />
          </Group>
          <DestinationFields form={form} readOnly={false} secretInUse={false} />
          <Divider />
          <OwnershipSection
            form={form}
            proof={proof}
            canSend={allFilled(values) && busy === null}
            sending={busy === 'send'}
            verifying={busy === 'verify'}
            onSend={() => void send()}
            onVerify={() => void verify()}
          />
          {isDemo && proof.phase !== 'none' && <SimulatedDestination orgId={orgId} values={values} />}
          <Switch
            label="Enable"
            description={verified ? 'Push logs as soon as the job is saved.' : 'Available once the token is verified.'}
            disabled={!verified}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy === 'save'}>
              Cancel
            </Button>
            <Button type="submit" disabled={!verified} loading={busy === 'save'}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </>
  );
}
