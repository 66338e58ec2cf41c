import { useCallback, useEffect, useState } from 'react';
import { getTablePageSize, setTablePageSize } from '@/lib/storage';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './types';

const isOption = (size: unknown): size is number => PAGE_SIZE_OPTIONS.some((option) => option === size);

/**
 * The page size remembered for one table. `ready` turns true once IndexedDB has answered, so the
 * first request already uses the remembered size; a storage failure falls back to the default.
 */
export function useStoredPageSize(tableId: string) {
  const [state, setState] = useState({ tableId, pageSize: DEFAULT_PAGE_SIZE, ready: false });

  useEffect(() => {
    let live = true;
    const settle = (stored?: number) => {
      if (live) setState({ tableId, pageSize: isOption(stored) ? stored : DEFAULT_PAGE_SIZE, ready: true });
    };
    getTablePageSize(tableId).then(settle, () => settle());
    return () => {
      live = false;
    };
  }, [tableId]);

  const setPageSize = useCallback(
    (pageSize: number) => {
      setState({ tableId, pageSize, ready: true });
      setTablePageSize(tableId, pageSize).catch(() => undefined);
    },
    [tableId],
  );

  const ready = state.ready && state.tableId === tableId;
  return { pageSize: state.pageSize, ready, setPageSize };
}
