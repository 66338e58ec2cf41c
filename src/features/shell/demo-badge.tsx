import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { DEMO_PANEL_HOTKEY_LABEL, demoPanel } from '@/lib/demo-panel';

export const DEMO_DESCRIPTION = 'This console is running on an in-browser demo service; no real data is shown.';

/**
 * Marks the demo build so nobody mistakes seeded data for real traffic, and opens the demo
 * control panel (also Alt+Shift+D, and from the command palette).
 */
export function DemoBadge() {
  return (
    <Tooltip
      label={`${DEMO_DESCRIPTION} Select it (or press ${DEMO_PANEL_HOTKEY_LABEL}) for the demo controls.`}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <UnstyledButton
        onClick={() => demoPanel.open()}
        aria-description={DEMO_DESCRIPTION}
        aria-haspopup="dialog"
        aria-keyshortcuts="Alt+Shift+D"
      >
        {/* #1b1b1b on #ffbe2e is 11:1. */}
        <Badge component="span" radius="sm" size="md" bg="#ffbe2e" c="#1b1b1b" style={{ cursor: 'pointer' }}>
          DEMO DATA
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}
