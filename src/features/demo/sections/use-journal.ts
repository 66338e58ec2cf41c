import { useSyncExternalStore } from 'react';
import { demoControls } from '@/lib/demo-controls';
import type { JournalControls, JournalStatus } from '@/lib/journal-types';

const IDLE: JournalStatus = { recording: false, routes: 0, calls: 0 };
const noop = () => () => undefined;

/** The journal's controls (null until the demo's service has started) and its live status. */
export function useJournal(): { journal: JournalControls | null; status: JournalStatus } {
  const journal = demoControls.get()?.journal ?? null;
  const status = useSyncExternalStore(journal?.subscribe ?? noop, () => journal?.status() ?? IDLE);
  return { journal, status };
}
