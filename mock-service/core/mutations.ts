/**
 * Mutating handlers announce themselves here and wait for every listener before replying, as a
 * real backend commits before it acknowledges. The browser's persistence layer listens and
 * snapshots the database; Node (tests, the mock server) has no listener and keeps memory only.
 */
/*
 * Not a @tanstack/store store, unlike the project's other pub/sub: a store's subscribers are
 * called and not awaited, and the handler must not reply before the snapshot is written. A store
 * holding this set would only box it, with the awaiting loop below still written by hand.
 */
type Listener = () => Promise<void> | void;
const listeners = new Set<Listener>();

export function onMutation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notifyMutation(): Promise<void> {
  await Promise.all([...listeners].map(async (listener) => listener()));
}

/** Drops every listener, as a worker starting afresh has none (tests sharing one module graph). */
export function forgetMutationListeners(): void {
  listeners.clear();
}
