import { useSyncExternalStore } from 'react';

/**
 * Which demo control panel section is open, if any. The DEMO DATA badge, its keyboard shortcut
 * and the command palette open it; the panel itself (src/features/demo) is only in demo builds.
 */
export type DemoPanelSection = 'clock' | 'faults' | 'outbox' | 'destinations' | 'variant' | 'personas' | 'journal';

/** The panel's keyboard shortcut, as Mantine's useHotkeys reads it (physical keys). */
export const DEMO_PANEL_HOTKEY = 'alt+shift+D';
export const DEMO_PANEL_HOTKEY_LABEL = 'Alt+Shift+D';

let opened: DemoPanelSection | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const demoPanel = {
  open(section: DemoPanelSection = 'clock'): void {
    opened = section;
    emit();
  },
  close(): void {
    opened = null;
    emit();
  },
  current: (): DemoPanelSection | null => opened,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The open section, or null while the panel is closed. */
export const useDemoPanel = (): DemoPanelSection | null =>
  useSyncExternalStore(demoPanel.subscribe, demoPanel.current, demoPanel.current);
