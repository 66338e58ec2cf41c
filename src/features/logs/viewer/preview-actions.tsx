import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PreviewStatus } from '@/api/log-queries/preview-contract';
import type { LogQueryParams } from '@/api/log-queries/query-params';
import { saveExtractDraft } from '../extract-draft';

interface PreviewActionsProps {
  state: PreviewStatus;
  hasRows: boolean;
  /** At least one filter is set and the dates hold. */
  canPreview: boolean;
  starting: boolean;
  stopping: boolean;
  /** Reporting managers schedule extracts (spec 3 §6). */
  mayManage: boolean;
  onClear: () => void;
  onDownload: () => void;
  onCancel: () => void;
  onPreview: () => void;
  /** The query previewed: what Schedule Extract hands to the schedule editor. */
  queryParams: LogQueryParams;
}

/** Clear, Download Preview, Cancel Preview and Preview Extract, or Schedule Extract after a preview with rows (spec 3 §2, §4). */
export function PreviewActions(props: PreviewActionsProps) {
  const { state, hasRows, canPreview, starting, stopping, mayManage } = props;
  const navigate = useNavigate();
  const [handing, setHanding] = useState(false);
  const running = state === 'queued' || state === 'running';
  const succeeded = state === 'success' && hasRows;

  const schedule = async () => {
    setHanding(true);
    try {
      await saveExtractDraft({ queryParams: props.queryParams, from: 'logs' });
      await navigate({ to: '/logs/scheduled-extracts/create' });
    } finally {
      setHanding(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Button variant="default" onClick={props.onClear} disabled={running}>
          Clear
        </Button>
        <Button variant="outline" onClick={props.onDownload} disabled={!succeeded}>
          Download Preview
        </Button>
        <Button
          variant="default"
          onClick={props.onCancel}
          loading={stopping}
          disabled={state === 'success' || state === 'none'}
        >
          Cancel Preview
        </Button>
        {succeeded ? (
          <Button onClick={() => void schedule()} loading={handing} disabled={!mayManage}>
            Schedule Extract
          </Button>
        ) : (
          <Button onClick={props.onPreview} loading={starting} disabled={!canPreview || running}>
            Preview Extract
          </Button>
        )}
      </Group>
      {succeeded && !mayManage && (
        <Text size="sm" c="dimmed">
          Reporting managers schedule extracts.
        </Text>
      )}
    </Stack>
  );
}
