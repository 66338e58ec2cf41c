import { Suspense, lazy, useEffect, useState } from 'react';
import { demoPanel } from '@/lib/demo-panel';
import { whenIdle } from '@/lib/when-idle';

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
 * the first seconds at 4x CPU (docs/performance.md). A shortcut pressed before they are there,
 * including while their chunk is still loading, is carried out once they are.
 */
export function DeferredDemoTools() {
  const [wanted, setWanted] = useState<Wanted>(false);
  // Set once the tools have mounted, and with them their own shortcuts.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!DemoTools || mounted) return;
    let cancelIdle = () => {};
    const idle = () => (cancelIdle = whenIdle(() => setWanted((was) => was || 'idle'), 10_000));
    // Once asked for, only the shortcuts wait, for the chunk to load.
    if (!wanted) {
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    }
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) setWanted('palette');
      else if (isPanelKey(event)) demoPanel.open();
    };
    window.addEventListener('keydown', onKey);
    const stop = demoPanel.subscribe(() => demoPanel.current() && setWanted((was) => was || 'panel'));
    return () => {
      window.removeEventListener('load', idle);
      cancelIdle();
      window.removeEventListener('keydown', onKey);
      stop();
    };
  }, [wanted, mounted]);
  if (!DemoTools || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <DemoTools openPalette={wanted === 'palette'} />
      {/* Commits with the tools, after their effects: their own shortcuts are listening by then. */}
      <OnMount done={setMounted} />
    </Suspense>
  );
}

function OnMount({ done }: { done: (mounted: true) => void }) {
  useEffect(() => done(true), [done]);
  return null;
}
