import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import './styles/static-shell.css';
import { createRoot } from 'react-dom/client';
import { callsWaitFor } from './api/client';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { demoControls } from './lib/demo-controls';
import { removeStaticShell } from './lib/static-shell';

/**
 * In demo mode the mock service must answer the first call, so every call waits for it; the
 * console itself renders at once (the Terms of Use need no data), which keeps the mock's download
 * and start-up off the first paint. A live build replaces VITE_APP_MODE at build time and drops
 * this import.
 */
function boot(): void {
  const root = createRoot(document.getElementById('root')!);
  if (import.meta.env.VITE_APP_MODE !== 'live') {
    const started = import('../mock-service/browser').then(({ startMockService }) => startMockService());
    callsWaitFor(started);
    started.then(
      (controls) => demoControls.register(controls),
      (error: unknown) => {
        console.error('[boot] the demo service could not start', error);
        removeStaticShell();
        root.render(<BootFailure error={error} />);
      },
    );
  }
  root.render(<App />);
}

boot();
