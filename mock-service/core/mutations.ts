/**
 * Mutating handlers announce themselves here; the browser's persistence layer listens and
 * snapshots the database. Node (tests, the mock server) has no listener and keeps memory only.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onMutation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyMutation(): void {
  for (const listener of listeners) listener();
}
