import { clear, createStore } from 'idb-keyval';

/*
 * What a file of the shared `node` project may leave in the mock's modules, which live for the
 * worker's life as they would in the mock's worker: reset after each file, so the next one starts
 * as it would in a worker of its own. Imported only when called, as in shared-window.ts.
 */
export async function resetSharedModules(): Promise<void> {
  const [
    { clock },
    { forgetMutationListeners },
    { useSnapshotStore },
    { resetIdleWarmer },
    { forgetAlertSchedule },
    { forgetExtractMailSchedule },
  ] = await Promise.all([
    import('@mock/core/clock'),
    import('@mock/core/mutations'),
    import('@mock/persistence'),
    import('@mock/world-adapter/current-world'),
    import('@mock/alerts/scheduler'),
    import('@mock/extracts/run-mail'),
  ]);
  clock.useRealTime();
  // A backend the file started snapshots every write after it (backend.ts), awaited by each
  // mutating call; the mock server's tests keep the snapshot in a data file (data-file.ts).
  forgetMutationListeners();
  useSnapshotStore(null);
  resetIdleWarmer();
  // When the alert periods and extract runs were last checked, on whatever clock the file used.
  forgetAlertSchedule();
  forgetExtractMailSchedule();
  // The demo database a backend saved in (fake) IndexedDB: the next backend would restore it.
  await clear(createStore('pdns-mock', 'snapshot'));
}
