import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type DemoControls, demoControls } from '@/lib/demo-controls';
import type { DemoJob } from '@/lib/demo-control-types';
import { formatDuration, formatMockTime } from './clock-format';
import { useDemoQuery, useDemoRefresh } from './demo-queries';

const HOUR_MS = 3_600_000;

const JOB_NAMES: Record<DemoJob['kind'], string> = {
  policyImpact: 'Policy impact analysis',
  logPreview: 'DNS Logs preview',
  bulkCoverage: 'Bulk coverage check',
  extractRun: 'Extract run',
};

type Move = (controls: DemoControls) => Promise<string>;

const pause: Move = async (c) => {
  await c.clock.useVirtualTime(await c.clock.now());
  return 'The clock is paused.';
};
const resume: Move = async (c) => {
  await c.clock.useRealTime();
  return 'The clock runs in real time again.';
};
const toNextSunday: Move = async (c) => {
  const { advancedMs } = await c.jobs.toNextGapRefresh();
  return `The clock moved on ${formatDuration(advancedMs)} to Sunday 00:00 UTC: the gap analysis shows the week just ended.`;
};
const finishJobs: Move = async (c) => {
  const { finished, advancedMs } = await c.jobs.finish();
  return finished === 0
    ? 'No job was running: the clock did not move.'
    : `Finished ${finished} ${finished === 1 ? 'job' : 'jobs'}: the clock moved on ${formatDuration(advancedMs)}.`;
};

/**
 * The demo control panel's clock section (issue 17): the mock's time, pausing it, moving it on,
 * and finishing every long job at once. The clock is the worker's, shared by every tab; after a
 * move this tab refetches everything, so the screen behind the panel shows the jobs' new state.
 */
export function ClockSection() {
  const controls = demoControls.get();
  const clock = useDemoQuery(
    'clock',
    async (c) => ({ now: await c.clock.now(), virtual: await c.clock.isVirtual(), jobs: await c.jobs.running() }),
    1000,
  );
  const refresh = useDemoRefresh();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  if (!controls) return <Text size="sm">The demo service has not started yet.</Text>;

  const act = async (move: Move) => {
    setBusy(true);
    try {
      const message = await move(controls);
      await refresh.all();
      setSaid(message);
    } catch (error) {
      setSaid(`The clock could not be changed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const advance = (ms: number, what: string) =>
    act(async (c) => {
      await c.clock.advance(ms);
      return `The clock moved on ${what}. It stays paused until you resume real time.`;
    });
  const data = clock.data;

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          Demo service time
        </Text>
        <Group gap="sm">
          <Text fw={600} data-testid="demo-clock-now">
            {data ? formatMockTime(data.now) : 'Reading the clock…'}
          </Text>
          {data && (
            <Badge color={data.virtual ? 'orange' : 'green'} variant="light" c="var(--mantine-color-text)">
              {data.virtual ? 'Paused' : 'Real time'}
            </Badge>
          )}
        </Group>
        <Text size="sm" mt={4}>
          While paused, time and the jobs it drives move only when you advance the clock here.
        </Text>
      </div>
      <Group gap="xs">
        {data?.virtual ? (
          <Button variant="default" disabled={busy} onClick={() => void act(resume)}>
            Resume real time
          </Button>
        ) : (
          <Button variant="default" disabled={busy} onClick={() => void act(pause)}>
            Pause
          </Button>
        )}
        <Button variant="default" disabled={busy} onClick={() => void advance(HOUR_MS, 'by 1 hour')}>
          Advance 1 hour
        </Button>
        <Button variant="default" disabled={busy} onClick={() => void advance(24 * HOUR_MS, 'by 1 day')}>
          Advance 1 day
        </Button>
        <Button variant="default" disabled={busy} onClick={() => void act(toNextSunday)}>
          Advance to next Sunday
        </Button>
      </Group>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Running jobs</Text>
          <Button loading={busy} onClick={() => void act(finishJobs)}>
            Finish running jobs
          </Button>
        </Group>
        {data && data.jobs.length === 0 && <Text size="sm">No job is running.</Text>}
        {data && data.jobs.length > 0 && (
          <List size="sm" aria-label="Running jobs">
            {data.jobs.map((job) => (
              <List.Item key={`${job.kind}-${job.id}-${job.endsAt}`}>
                {JOB_NAMES[job.kind]} ({job.id}), ends {formatMockTime(job.endsAt)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Text size="sm" role="status" aria-live="polite">
        {said}
      </Text>
    </Stack>
  );
}
