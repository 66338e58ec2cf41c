import { DemoPanel } from './demo-panel';
import { JournalRouteRecorder } from './journal-route-recorder';
import { CatalogueContext } from './palette/catalogue-context';
import { CommandPalette } from './palette/command-palette';
import { RunningTour } from './tours/running-tour';
import type { ScreenCatalogue } from './palette/palette-types';

/**
 * Everything only a demo build has: the demo control panel (and, beside it, the command palette).
 * Loaded by the app frame through a dynamic import that a live build drops, when first asked for
 * (openPalette: the Ctrl+K that asked for them opens the palette once it is there). The route layer hands
 * in the screen catalogue, read from the navigation and route guards (a feature never imports another).
 */
export default function DemoTools({
  catalogue,
  openPalette = false,
}: {
  catalogue: ScreenCatalogue;
  openPalette?: boolean;
}) {
  return (
    <CatalogueContext value={catalogue}>
      <DemoPanel />
      {/* scaffold:demo-tools */}
      {/* The tester's journal records route changes while the panel is closed too. */}
      <JournalRouteRecorder />
      <CommandPalette openOnMount={openPalette} />
      <RunningTour />
    </CatalogueContext>
  );
}
