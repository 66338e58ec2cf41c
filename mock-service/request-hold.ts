/**
 * A browser-test hook: hold the mock's answers to calls whose path matches a pattern until
 * released, so a test can look at a screen's loading state. The mock answers inside the page,
 * so Playwright's page.route never sees these calls. Nothing is held unless a test asks.
 * (Added latency for the demo and the chaos tests is the chaos setting's job, not this.)
 */
export interface RequestHold {
  /** Hold every call whose path matches this regular expression (source text). */
  hold(pathPattern: string): void;
  /** Answer the held calls and stop holding. */
  release(): void;
  /** Resolves at once unless the path is held. */
  wait(pathname: string): Promise<void>;
}

export function createRequestHold(): RequestHold {
  let pattern: RegExp | null = null;
  let held: Array<() => void> = [];
  return {
    hold(pathPattern) {
      pattern = new RegExp(pathPattern);
    },
    release() {
      pattern = null;
      const waiting = held;
      held = [];
      for (const resume of waiting) resume();
    },
    wait(pathname) {
      if (!pattern?.test(pathname)) return Promise.resolve();
      return new Promise((resume) => held.push(resume));
    },
  };
}
