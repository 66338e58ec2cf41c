import { DemoPanel } from './demo-panel';
import { JournalRouteRecorder } from './journal-route-recorder';

/**
 * Everything only a demo build has: the demo control panel (and, beside it, the command palette).
 * Loaded by the app frame through a dynamic import that a live build drops.
 */
export default function DemoTools() {
  return (
    <>
      <DemoPanel />
      {/* scaffold:demo-tools */}
      {/* The tester's journal records route changes while the panel is closed too. */}
      <JournalRouteRecorder />
    </>
  );
}
