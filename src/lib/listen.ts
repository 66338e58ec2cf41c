interface Subscribable {
  subscribe: (listener: () => void) => { unsubscribe: () => void };
}

/** A store's changes as a listener that returns its own unsubscribe, as effects and callers take it. */
export function listen(store: Subscribable, listener: () => void): () => void {
  const subscription = store.subscribe(() => listener());
  return () => subscription.unsubscribe();
}
