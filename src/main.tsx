import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { demoControls } from './lib/demo-controls';

/**
 * In demo mode the mock service must answer before the first call, so it starts before the
 * console renders. A live build replaces VITE_APP_MODE at build time and drops this import.
 */
async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  if (import.meta.env.VITE_APP_MODE !== 'live') {
    try {
      const { startMockService } = await import('../mock-service/browser');
      demoControls.register(await startMockService());
    } catch (error) {
      console.error('[boot] the demo service could not start', error);
      root.render(<BootFailure error={error} />);
      return;
    }
  }
  root.render(<App />);
}

void boot();
