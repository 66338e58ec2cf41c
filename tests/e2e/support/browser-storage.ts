import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __e2eToken?: (token: string) => void;
  }
}

/**
 * Records every bearer token the page sends or receives. The demo's calls never reach the
 * network (the mock answers in the page), so the spy wraps the page's fetch right after the mock
 * service has patched it: the moment browser.ts publishes window.__pdnsMock.
 */
export async function spyOnTokens(context: BrowserContext): Promise<Set<string>> {
  // Kept on the Node side, so the tokens of every page load (each reload signs in again) add up.
  const seen = new Set<string>();
  await context.exposeBinding('__e2eToken', (_source, token: string) => void seen.add(token));
  await context.addInitScript(() => {
    const tokens = { add: (token: string) => window.__e2eToken?.(token) };
    const wrap = (inner: typeof fetch): typeof fetch =>
      async function spied(input, init) {
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        const bearer = /^Bearer\s+(\S+)/i.exec(headers.get('Authorization') ?? '');
        if (bearer) tokens.add(bearer[1]);
        const response = await inner(input, init);
        response
          .clone()
          .json()
          .then((body: { result?: { token?: unknown } }) => {
            if (typeof body?.result?.token === 'string') tokens.add(body.result.token);
          })
          .catch(() => undefined);
        return response;
      };
    let controls: unknown;
    Object.defineProperty(window, '__pdnsMock', {
      configurable: true,
      get: () => controls,
      set(value) {
        controls = value;
        window.fetch = wrap(window.fetch);
      },
    });
  });
  return seen;
}

export interface StoredEntry {
  where: string;
  text: string;
}

/** Every key and value in localStorage, sessionStorage and every IndexedDB store, as text. */
export function readBrowserStorage(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(async () => {
    const entries: { where: string; text: string }[] = [];
    const asText = (value: unknown): string => {
      try {
        return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
      } catch {
        return String(value);
      }
    };
    for (const [name, area] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i)!;
        entries.push({ where: `${name}/${key}`, text: `${key} ${area.getItem(key)}` });
      }
    }
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        keys.forEach((key, i) =>
          entries.push({
            where: `indexedDB/${info.name}/${storeName}/${asText(key)}`,
            text: `${asText(key)} ${asText(values[i])}`,
          }),
        );
      }
      db.close();
    }
    return entries;
  });
}

/** Three base64url segments starting with a JSON header: what a JWT looks like. */
export const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/;
