import { Badge, Tooltip } from '@mantine/core';

export const DEMO_DESCRIPTION = 'This console is running on an in-browser demo service; no real data is shown.';

/** Marks the demo build so nobody mistakes seeded data for real traffic. */
export function DemoBadge() {
  return (
    <Tooltip label={DEMO_DESCRIPTION} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      {/* Focusable so keyboard users can reach the tooltip; #1b1b1b on #ffbe2e is 11:1. */}
      <Badge
        tabIndex={0}
        radius="sm"
        size="md"
        bg="#ffbe2e"
        c="#1b1b1b"
        aria-description={DEMO_DESCRIPTION}
        style={{ cursor: 'help' }}
      >
        DEMO DATA
      </Badge>
    </Tooltip>
  );
}
