import { clear, createStore } from 'idb-keyval';

/*
 * What a file of the shared `dom` project may leave in the window or in a module every file
 * imports, reset after each file so the next one starts as it would in a window of its own.
 * The app's modules are imported only here, when called: a file of `dom-isolated` may mock them,
 * and it never calls this.
 */

/** The databases src/ keeps in IndexedDB (src/lib/storage.ts, src/api/query-persistence.ts). */
const DATABASES = [
  ['pdns-console', 'state'],
  ['pdns-query-cache', 'cache'],
] as const;

/** What belongs in `<head>` from the start, kept on the window itself: it outlives any module. */
const HEAD_AT_START = Symbol.for('pdns.test.headAtStart');
type WindowWithHead = Window & { [HEAD_AT_START]?: Set<Node> };

/** Call once per window, before any test. */
export function rememberHead(): void {
  (window as WindowWithHead)[HEAD_AT_START] = new Set(document.head.children);
}

function resetPage(): void {
  document.body.innerHTML = '';
  const kept = (window as WindowWithHead)[HEAD_AT_START];
  // A static list: removing from the live `childNodes` while walking it would skip nodes.
  for (const node of document.head.querySelectorAll(':scope > *')) if (kept && !kept.has(node)) node.remove();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // Every router made in a window registers itself here (TanStack Router, for its devtools).
  delete (window as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;
}

export async function resetSharedWindow(): Promise<void> {
  const [
    { notifications },
    { queryClient, queryDefaults },
    client,
    { sessionStore },
    { demoPanel },
    { tourState },
    banner,
  ] = await Promise.all([
    import('@mantine/notifications'),
    import('@/api/query-client'),
    import('@/api/client'),
    import('@/api/session/store'),
    import('@/lib/demo-panel'),
    import('@/features/demo/tours/tour-state'),
    import('@/features/shell/information-banner'),
  ]);
  notifications.clean();
  notifications.cleanQueue();
  demoPanel.close();
  tourState.end();
  banner.forgetDismissedBanners();
  resetPage();
  queryClient.clear();
  queryClient.setDefaultOptions(queryDefaults);
  client.setAccessToken(null);
  client.setErrorMessages({});
  sessionStore.reset({ termsAccepted: false });
  await Promise.all(DATABASES.map(([db, table]) => clear(createStore(db, table))));
}
