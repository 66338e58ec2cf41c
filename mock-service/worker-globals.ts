/**
 * msw takes any non-Node scope for a browser page and keeps its cookie jar in localStorage, which
 * workers lack; it throws at load without one. The mock keeps no cookies (tokens travel as bearer
 * headers), so a jar in memory for the worker's life is enough. Imported before anything of msw.
 */
if (typeof (globalThis as { localStorage?: unknown }).localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memoryStorage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
}

export {};
