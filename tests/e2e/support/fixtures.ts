import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { IDLE_WARMING_STORAGE_KEY } from '../../../mock-service/worker-protocol';
import { signInAs } from './session';

export interface BrowserProblem {
  kind: 'console' | 'pageerror' | 'csp';
  text: string;
}

export interface BrowserProblems {
  /** Expect problems matching this pattern in this test, e.g. a failed fetch while offline. */
  allow(pattern: string | RegExp): void;
  readonly seen: readonly BrowserProblem[];
}

declare global {
  interface Window {
    __e2eReportCsp?: (text: string) => void;
  }
}

const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

/** Reports every console error, uncaught page error and CSP violation of a context's pages. */
async function watchProblems(context: BrowserContext, report: (problem: BrowserProblem) => void): Promise<void> {
  await context.exposeBinding('__e2eReportCsp', (_source, text: string) => report({ kind: 'csp', text }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      window.__e2eReportCsp?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    report({ kind: 'console', text: url ? `${message.text()} (${url}:${lineNumber})` : message.text() });
  });
  context.on('weberror', (error) => {
    const cause = error.error();
    report({ kind: 'pageerror', text: cause.stack ?? cause.message });
  });
}

/**
 * Stops the demo mock's worker warming the DNS world's caches when idle: every browser context
 * starts a worker of its own, whose warming (seconds of CPU per context, for screens most tests
 * never open) competed with the browsers under test. Screens compute what they read on demand.
 */
const withoutIdleWarming = (context: BrowserContext) =>
  context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, 'off');
    } catch {
      // A frame without storage of its own (a sandboxed or opaque-origin one) runs no mock.
    }
  }, IDLE_WARMING_STORAGE_KEY);

/** A persona's signed-in page kept for the worker, and where its problems go meanwhile. */
interface SharedPage {
  context: BrowserContext;
  page: Page;
  /** Problems seen while no test held the page; the next test to take it answers for them. */
  pending: BrowserProblem[];
  holder: ((problem: BrowserProblem) => void) | null;
  /** When a test last gave the page back. */
  lastUsed: number;
}

/**
 * A shared page left alone this long is signed in afresh: the console warns a minute before its
 * 20-minute inactivity timeout and then signs the user out, as it would any idle user.
 */
const SHARED_PAGE_IDLE_MS = 15 * 60_000;

type TestFixtures = {
  allowedProblems: (string | RegExp)[];
  problems: BrowserProblems & { report(problem: BrowserProblem): void };
  signedIn: (persona: string) => Promise<Page>;
};
type WorkerFixtures = { sharedPages: Map<string, SharedPage> };

/**
 * Every test fails on a console error, an uncaught page error or a CSP violation in any page of
 * its context, unless allowed: `test.use({ allowedProblems: [...] })` for a file or suite,
 * `problems.allow(...)` inside one test.
 *
 * `signedIn(persona)` hands out a page signed in as that persona, shared by the tests of one
 * worker: signing in boots the app and the mock's worker, which costs more than many a test.
 * Only tests that change no data may share it (the demo database lives in its context); the
 * same problem guard covers it, and a failed test takes it out of the pool.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  allowedProblems: [[], { option: true }],
  context: async ({ context }, use) => {
    await withoutIdleWarming(context);
    await use(context);
  },
  problems: [
    async ({ context, allowedProblems }, use, testInfo) => {
      const seen: BrowserProblem[] = [];
      const allowed = [...allowedProblems];
      const report = (problem: BrowserProblem) => void seen.push(problem);
      await watchProblems(context, report);

      await use({ allow: (pattern) => allowed.push(pattern), seen, report });

      if (seen.length > 0) {
        await testInfo.attach('browser-problems.json', {
          body: JSON.stringify(seen, null, 2),
          contentType: 'application/json',
        });
      }
      const unexpected = seen.filter((problem) => !allowed.some((pattern) => matches(pattern, problem.text)));
      expect(unexpected, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  sharedPages: [
    async ({}, use) => {
      const pages = new Map<string, SharedPage>();
      await use(pages);
      for (const shared of pages.values()) await shared.context.close();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ browser, sharedPages, problems }, use, testInfo) => {
    const taken: SharedPage[] = [];
    await use(async (persona) => {
      let shared = sharedPages.get(persona);
      if (shared && Date.now() - shared.lastUsed > SHARED_PAGE_IDLE_MS) {
        // What went wrong while it waited is still this run's to answer for.
        shared.pending.splice(0).forEach(problems.report);
        sharedPages.delete(persona);
        await shared.context.close();
        shared = undefined;
      }
      if (!shared) {
        const { baseURL, viewport, serviceWorkers } = testInfo.project.use;
        const context = await browser.newContext({ baseURL, viewport, serviceWorkers });
        await withoutIdleWarming(context);
        const fresh: SharedPage = {
          context,
          page: await context.newPage(),
          pending: [],
          holder: null,
          lastUsed: Date.now(),
        };
        await watchProblems(context, (problem) => (fresh.holder ? fresh.holder(problem) : fresh.pending.push(problem)));
        fresh.holder = problems.report;
        await signInAs(fresh.page, persona).catch(async (error: unknown) => {
          await context.close();
          throw error;
        });
        sharedPages.set(persona, (shared = fresh));
      }
      shared.pending.splice(0).forEach(problems.report);
      shared.holder = problems.report;
      taken.push(shared);
      return shared.page;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const shared of taken) {
      shared.holder = null;
      shared.lastUsed = Date.now();
      // A failed test may leave a dialog open or the app broken: the next test signs in afresh.
      if (failed) {
        for (const [persona, entry] of sharedPages) if (entry === shared) sharedPages.delete(persona);
        await shared.context.close();
      }
    }
  },
});

/**
 * For a file or `describe` whose tests go offline or test an update: the config blocks service
 * workers, since every new context would install one and precache the whole app; offline, the
 * app's code comes from that precache.
 */
export function useServiceWorker(): void {
  test.use({ serviceWorkers: 'allow' });
}

export { expect };
