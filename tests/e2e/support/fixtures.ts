import { test as base, expect } from '@playwright/test';

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

/**
 * Every test fails on a console error, an uncaught page error or a CSP violation in any page of
 * its context, unless allowed: `test.use({ allowedProblems: [...] })` for a file or suite,
 * `problems.allow(...)` inside one test.
 */
export const test = base.extend<{ allowedProblems: (string | RegExp)[]; problems: BrowserProblems }>({
  allowedProblems: [[], { option: true }],
  problems: [
    async ({ context, allowedProblems }, use, testInfo) => {
      const seen: BrowserProblem[] = [];
      const allowed = [...allowedProblems];
      await context.exposeBinding('__e2eReportCsp', (_source, text: string) => {
        seen.push({ kind: 'csp', text });
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
          window.__e2eReportCsp?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
        });
      });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        seen.push({ kind: 'console', text: url ? `${message.text()} (${url}:${lineNumber})` : message.text() });
      });
      context.on('weberror', (error) => {
        const cause = error.error();
        seen.push({ kind: 'pageerror', text: cause.stack ?? cause.message });
      });

      await use({ allow: (pattern) => allowed.push(pattern), seen });

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
});

export { expect };
