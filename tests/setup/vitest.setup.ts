import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { resetSharedModules } from './shared-modules';
import { rememberHead, resetSharedWindow } from './shared-window';

afterEach(() => cleanup());

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the `dom` project, whose files share one module graph and window per worker. */
    sharedWindow?: boolean;
    /** Set by the `node` project, whose files share one module graph per worker. */
    sharedModules?: boolean;
  }
}

// A file changes the window only for itself: the `dom` project runs a worker's files one after
// another in one window and one module graph (docs/testing.md, "Test time"), so each file starts
// with an empty page and leaves nothing behind, whatever it wrote outside a render.
if (typeof document !== 'undefined') {
  beforeAll(() => {
    document.body.innerHTML = '';
  });
  afterAll(async () => {
    cleanup();
    // A lazy chunk still loading when the file ends is refused by vitest and stays refused in the
    // shared module graph: every later file that renders it would fail.
    await vi.dynamicImportSettled();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    if (inject('sharedWindow')) await resetSharedWindow();
  });
}

// The same for the mock's modules in the `node` project (tests/setup/shared-modules.ts).
if (typeof document === 'undefined' && inject('sharedModules')) {
  afterAll(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await resetSharedModules();
  });
}

// Browser APIs Mantine needs that jsdom lacks; skipped in files that ask for the node environment.
// Once per window: in the shared project this file runs again for each test file.
if (typeof window !== 'undefined' && !('__pdnsTestWindow' in window)) {
  Object.defineProperty(window, '__pdnsTestWindow', { value: true });
  rememberHead();
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // Mantine's autosize Textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}

// Two cores shared by several test runs: a lazy chunk or a seeded reply can take over a second.
configure({ asyncUtilTimeout: 5000 });
