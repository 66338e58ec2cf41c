// First: an OpenID Connect callback's code is taken out of the address before the router reads it.
import './api/session/oidc-callback';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import './styles/static-shell.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { callsWaitFor } from './api/client';
import { refetchEverything } from './api/query-client';
import { identityMemory } from './api/session/identity-memory';
import { App, router } from './app';
import { BootFailure } from './boot-failure';
import { demoControls } from './lib/demo-controls';
import { followDemoVariant } from './lib/demo-variant';
import { removeStaticShell } from './lib/static-shell';
import { takeStoryLink } from './lib/story-link';
import { whenIdle } from './lib/when-idle';

/**
 * In demo mode the mock service must answer the first call, so every call waits for it; the
 * console itself renders at once (the Terms of Use need no data), which keeps the mock's download
 * and start-up off the first paint. A live build replaces VITE_APP_MODE at build time and drops
 * this import.
 *
 * The first render is cut into short tasks (docs/performance.md, "The first render"): the router
 * matches the address before it, so the first render already holds the route and no store update
 * re-renders the page in one synchronous pass after it, and the render is a transition, which
 * React yields from every few milliseconds.
 */
function boot(): void {
  const root = createRoot(document.getElementById('root')!);
  let failed = false;
  if (import.meta.env.VITE_APP_MODE !== 'live') {
    // Another tab chose another build variant in the demo panel: reload into it, on the same page.
    followDemoVariant(() => window.location.reload());
    // The address bar's query as loaded: by the time the mock starts the console may have redirected.
    const search = window.location.search;
    // A story link opens its screen as its persona: no resumed session skips the Terms of Use.
    const story = takeStoryLink();
    if (story?.persona) identityMemory.forget();
    // A session to resume calls the service at once; otherwise nothing does until the Terms of
    // Use are accepted, so its download and start-up (its worker restores 10,000-odd users from
    // IndexedDB) wait until the Terms are on screen and the browser is idle.
    const resuming = identityMemory.recall() !== null;
    const started = (resuming ? Promise.resolve() : new Promise<void>((resolve) => whenIdle(resolve, 1000)))
      .then(() => import('../mock-service/browser'))
      .then(({ startMockService }) => startMockService({ search }))
      .then(async (controls) => {
        // Before any screen reads the world, so the first Dashboard already holds the scenario.
        if (story?.scenario) await controls.scenarios.start(story.scenario);
        return controls;
      });
    callsWaitFor(started);
    started.then(
      (controls) => {
        demoControls.register(controls);
        // Browser tests open files through it until a screen offers the download (src/api/files/demo-hook.ts).
        void import('./api/files/demo-hook').then(({ installFileHooks }) => installFileHooks());
        // Tabs share one demo database: a write in another tab makes this tab's data stale.
        controls.onDataChanged(() => void refetchEverything());
      },
      (error: unknown) => {
        console.error('[boot] the demo service could not start', error);
        failed = true;
        removeStaticShell();
        root.render(<BootFailure error={error} />);
      },
    );
  }
  // A failed load is the route's to show (its error component), once rendered.
  void router
    .load()
    .catch((error: unknown) => console.error('[boot] the first route did not load', error))
    .then(() => {
      if (!failed) startTransition(() => root.render(<App />));
    });
}

boot();
