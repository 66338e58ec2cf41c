/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest. Browsers without
 * requestIdleCallback (and jsdom) run it after `fallbackMs` instead. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeout: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => run(), { timeout });
  return () => window.cancelIdleCallback(handle);
}
