import { Store, useSelector } from '@tanstack/react-store';
import { listen } from './listen';

/**
 * Which demo control panel section is open, if any. The DEMO DATA badge, its keyboard shortcut
 * and the command palette open it; the panel itself (src/features/demo) is only in demo builds.
 */
export type DemoPanelSection =
  'clock' | 'faults' | 'outbox' | 'destinations' | 'scenarios' | 'tours' | 'variant' | 'personas' | 'journal';

/** The panel's keyboard shortcut, as Mantine's useHotkeys reads it (physical keys). */
export const DEMO_PANEL_HOTKEY = 'alt+shift+D';
export const DEMO_PANEL_HOTKEY_LABEL = 'Alt+Shift+D';

const opened = new Store<DemoPanelSection | null>(null);

export const demoPanel = {
  open(section: DemoPanelSection = 'clock'): void {
    opened.setState(() => section);
  },
  close(): void {
    opened.setState(() => null);
  },
  current: (): DemoPanelSection | null => opened.state,
  subscribe: (listener: () => void): (() => void) => listen(opened, listener),
};

/** The open section, or null while the panel is closed. */
export const useDemoPanel = (): DemoPanelSection | null => useSelector(opened);
