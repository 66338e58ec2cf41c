import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { mayCall } from '@/api/access';
import { useCreateExtract, useUpdateExtract } from '@/api/log-queries/extract-mutations';
import { isReportingUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { notify } from '@/lib/notify';
import { type ExtractDraft, clearExtractDraft, readExtractDraft, saveExtractDraft } from '../../extract-draft';
import { QuerySummary } from './query-summary';
import { ScheduleForm } from './schedule-form';
import { type ScheduleValues, newScheduleValues, scheduleValuesOf, whenOf } from './schedule-values';

/* Spec 3 §8: the two success notices, and the failure title (its message is the first error key's). */
export const SCHEDULED_TITLE = 'The extract has been successfully scheduled';
export const SCHEDULED_DETAIL = 'The extract will be available to download for 72 hours after generated.';
export const UPDATED_TITLE = 'Schedule Successfully Created/Updated';
export const UPDATED_DETAIL = 'Action successfully committed';
export const SAVE_FAILED_TITLE = 'The extract could not be scheduled';
export const READ_ONLY_NOTE = 'Only reporting managers can change a schedule: its fields are read-only.';

/**
 * The Extract Schedule editor (spec 3 §2): the query handed over in the draft (from DNS Logs, or
 * View Schedule in the list), the schedule's fields, Save and Cancel. The draft lives in IndexedDB
 * and follows every change, so a reload resumes where the person was.
 */
export function ScheduleEditorPage({ mode }: { mode: 'create' | 'edit' }) {
  const draft = useQuery({
    queryKey: ['extract-draft', mode],
    queryFn: async () => (await readExtractDraft()) ?? null,
    // Read once per visit, straight from IndexedDB: the persisted query cache must not hold an older copy.
    gcTime: 0,
    staleTime: Infinity,
    meta: { persist: false },
  });
  const { principal } = useSignedInUser();
  const { selected } = useSelectedOrganization();

  if (draft.isPending || !selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading the schedule…</Text>
      </Group>
    );
  const current = draft.data;
  // No schedule to work on: back to where one starts (spec 3 §2).
  if (!current || (mode === 'edit' && !current.extract) || (mode === 'create' && current.extract)) {
    if (mode === 'create' && isReportingUser(principal)) return <Navigate to="/logs/viewer" replace />;
    return <Navigate to="/logs/scheduled-extracts" replace />;
  }
  // Spec 3 §6: "others get read-only fields" (the service refuses their writes all the same).
  const readOnly = !mayCall('logQuery.update', principal, selected);
  return <Editor mode={mode} draft={current} orgId={current.extract?.orgId ?? selected.orgId} readOnly={readOnly} />;
}

interface EditorProps {
  mode: 'create' | 'edit';
  draft: ExtractDraft;
  orgId: string;
  readOnly: boolean;
}

function Editor({ mode, draft, orgId, readOnly }: EditorProps) {
  const navigate = useNavigate();
  const create = useCreateExtract();
  const update = useUpdateExtract();
  const extract = draft.extract;
  const initial = useMemo(
    () => (extract ? scheduleValuesOf(extract, new Date()) : newScheduleValues(new Date())),
    [extract],
  );
  const latest = useRef(draft);
  const back =
    draft.from === 'logs'
      ? { to: '/logs/viewer' as const, label: 'Back to DNS Logs' }
      : { to: '/logs/scheduled-extracts' as const, label: 'Back to Extracts' };

  const submit = async (values: ScheduleValues) => {
    const input = {
      orgId,
      apiKey: extract?.apiKey ?? '',
      queryName: values.name,
      description: values.description,
      queryParams: draft.queryParams,
      when: whenOf(values, draft.queryParams),
    };
    if (extract) await update.mutateAsync({ ...input, queryId: extract.queryId, lastExecution: extract.lastExecution });
    else await create.mutateAsync(input);
  };
  const onSaved = async () => {
    // A new schedule is scheduled; a changed one is committed (spec 3 §8 words both).
    if (extract) notify.success({ title: UPDATED_TITLE, message: UPDATED_DETAIL });
    else notify.success({ title: SCHEDULED_TITLE, message: SCHEDULED_DETAIL });
    await clearExtractDraft();
    await navigate({ to: '/logs/scheduled-extracts' });
  };
  const onCancel = async () => {
    await navigate({ to: back.to });
  };

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Title order={2}>
        {readOnly ? 'View Schedule' : mode === 'edit' ? 'Edit Extract Schedule' : 'Schedule Extract'}
      </Title>
      {readOnly && (
        <Text size="sm">
          {READ_ONLY_NOTE} Cadence: {extract?.cadence}.
        </Text>
      )}
      <QuerySummary params={draft.queryParams} />
      <Card withBorder padding="lg">
        <ScheduleForm
          params={draft.queryParams}
          apiKey={extract?.apiKey ?? ''}
          initial={initial}
          restored={readOnly ? undefined : (draft.values as ScheduleValues | undefined)}
          readOnly={readOnly}
          onChange={(values) => {
            if (readOnly) return;
            latest.current = { ...latest.current, values: { ...values } };
            void saveExtractDraft(latest.current);
          }}
          submit={submit}
          onSaved={() => void onSaved()}
          onFailed={(error) => notify.apiError(error, SAVE_FAILED_TITLE)}
          onCancel={() => void onCancel()}
        />
      </Card>
    </Stack>
  );
}
