import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { useSession } from '@/api/session/store';
import type { DemoStartedScenario } from '@/lib/demo-control-types';
import { storyLinkHref } from '@/lib/story-link';

/**
 * The story link of the demo as it stands: the newest scenario not yet ended, the signed-in
 * persona and this screen, so a presenter can keep a row of bookmarks.
 */
export function StoryLinkCopy({ started }: { started: readonly DemoStartedScenario[] }) {
  const firstName = useSession((s) => s.user?.givenName ?? null);
  const scenario = started.find((s) => s.state !== 'ended');
  if (!scenario || !firstName) return null;
  const href = storyLinkHref(window.location.origin, scenario.scenarioId, firstName, window.location.pathname);
  return (
    <Stack gap={4}>
      <Text size="sm">
        Story link: opens the demo with {scenario.title} started, signed in as {firstName}, on this screen.
      </Text>
      <Code block style={{ wordBreak: 'break-all' }} data-testid="story-link">
        {href}
      </Code>
      <CopyButton value={href}>
        {({ copied, copy }) => (
          <Button size="xs" variant="default" onClick={copy} w="fit-content">
            {copied ? 'Story link copied' : 'Copy story link'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
