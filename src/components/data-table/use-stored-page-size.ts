import { useCallback, useEffect, useState } from 'react';
import { getTablePageSize, setTablePageSize } from '@/lib/storage';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './types';

const isOption = (size: unknown): size is number => PAGE_SIZE_OPTIONS.some((option) => option === size);

/**
 * Sizes already read or chosen in this page load: a table opened again is ready at once, with no
 * IndexedDB round trip (and no skeleton rows) between the click and its rows.
 */
const knownSizes = new Map<string, number>();

/** The remembered page size, for a route loader; the table then starts with it, ready at once. */
export async function loadPageSize(tableId: string): Promise<number> {
  const known = knownSizes.get(tableId);
  if (known !== undefined) return known;
  const stored = await getTablePageSize(tableId).catch(() => undefined);
  const pageSize = isOption(stored) ? stored : DEFAULT_PAGE_SIZE;
  knownSizes.set(tableId, pageSize);
  return pageSize;
}

/**
 * The page size remembered for one table. `ready` turns true once IndexedDB has answered, so the
 * first request already uses the remembered size; a storage failure falls back to the default.
 */
export function useStoredPageSize(tableId: string) {
  const [state, setState] = useState(() => {
    const known = knownSizes.get(tableId);
    return { tableId, pageSize: known ?? DEFAULT_PAGE_SIZE, ready: known !== undefined };
  });

  useEffect(() => {
    if (knownSizes.has(tableId)) {
      setState((s) =>
        s.tableId === tableId && s.ready ? s : { tableId, pageSize: knownSizes.get(tableId)!, ready: true },
      );
      return;
    }
    let live = true;
    const settle = (stored?: number) => {
      const pageSize = isOption(stored) ? stored : DEFAULT_PAGE_SIZE;
      knownSizes.set(tableId, pageSize);
      if (live) setState({ tableId, pageSize, ready: true });
    };
    getTablePageSize(tableId).then(settle, () => settle());
    return () => {
      live = false;
    };
  }, [tableId]);

  const setPageSize = useCallback(
    (pageSize: number) => {
      knownSizes.set(tableId, pageSize);
      setState({ tableId, pageSize, ready: true });
      setTablePageSize(tableId, pageSize).catch(() => undefined);
    },
    [tableId],
  );

  const ready = state.ready && state.tableId === tableId;
  return { pageSize: state.pageSize, ready, setPageSize };
}
