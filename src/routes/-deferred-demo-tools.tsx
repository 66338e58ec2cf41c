import { Suspense, lazy, useEffect, useState } from 'react';
import { demoPanel } from '@/lib/demo-panel';

// The demo's control panel, command palette and journal recorder: a live build replaces
// VITE_APP_MODE at build time, so this import and everything behind it leave its bundle.
const DemoTools = import.meta.env.VITE_APP_MODE !== 'live' ? lazy(() => import('./-demo-tools')) : null;

type Wanted = false | 'idle' | 'panel' | 'palette';

const isPaletteKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
const isPanelKey = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === 'KeyD';

/**
 * The demo tools load when first asked for (the DEMO DATA badge, Alt+Shift+D, Ctrl+K) or once the
 * browser is idle after the page has loaded, never during start-up: evaluating and mounting them
 * (the spotlight, the panel's drawer, the palette's screen list) took a long task of its own in
 * the first seconds at 4x CPU (docs/performance.md). A shortcut pressed before they are there is
 * carried out once they are.
 */
export function DeferredDemoTools() {
  const [wanted, setWanted] = useState<Wanted>(false);
  useEffect(() => {
    if (!DemoTools || wanted) return;
    let idle = 0;
    // Browsers without requestIdleCallback (and jsdom) take the next task instead.
    const whenIdle = () =>
      (idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setWanted('idle'), { timeout: 10_000 })
          : window.setTimeout(() => setWanted('idle'), 0));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) setWanted('palette');
      else if (isPanelKey(event)) demoPanel.open();
    };
    window.addEventListener('keydown', onKey);
    const stop = demoPanel.subscribe(() => demoPanel.current() && setWanted('panel'));
    return () => {
      window.removeEventListener('load', whenIdle);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.removeEventListener('keydown', onKey);
      stop();
    };
  }, [wanted]);
  if (!DemoTools || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <DemoTools openPalette={wanted === 'palette'} />
    </Suspense>
  );
}
