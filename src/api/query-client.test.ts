import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchEverything, stopFetching } from './query-client';

/** A value that changes under the queries: what a screen should show after `refetchEverything`. */
function changingSource() {
  let value = 'before';
  const answers: (() => void)[] = [];
  return {
    change: () => (value = 'after'),
    /** Answers with the value at the time of asking, when `answerAll` is called. */
    fetch: () => {
      const asked = value;
      return new Promise<string>((resolve) => answers.push(() => resolve(asked)));
    },
    answerAll: () => answers.splice(0).forEach((answer) => answer()),
  };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
}

describe('refetchEverything', () => {
  it('asks again a first fetch that was on its way when the data changed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const source = changingSource();
    const observer = new QueryObserver(client, { queryKey: ['top'], queryFn: source.fetch });
    const unsubscribe = observer.subscribe(() => undefined);
    await until(() => observer.getCurrentResult().fetchStatus === 'fetching');
    source.change();
    const refreshed = refetchEverything(client);
    // The answer to the question asked before the change, then to the one asked after it.
    for (let i = 0; i < 5; i++) {
      source.answerAll();
      await until(() => false);
    }
    await refreshed;
    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });

  it('refetches a query that has data, once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['n'], queryFn: () => Promise.resolve(++calls) });
    const unsubscribe = observer.subscribe(() => undefined);
    await until(() => observer.getCurrentResult().data === 1);
    await refetchEverything(client);
    expect(observer.getCurrentResult().data).toBe(2);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('asks nothing more once fetching has stopped (sign-out) while it was under way', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const source = changingSource();
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['top'],
      queryFn: () => (asked++, source.fetch()),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await until(() => observer.getCurrentResult().fetchStatus === 'fetching');
    const refreshed = refetchEverything(client);
    await stopFetching(client);
    source.answerAll();
    await refreshed;
    await until(() => false);
    expect(asked).toBe(1);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    unsubscribe();
  });
});
