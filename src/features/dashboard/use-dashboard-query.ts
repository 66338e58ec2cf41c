import { dequal } from 'dequal';
import { useCallback, useEffect, useState } from 'react';
import { type SavedDashboardQuery, readSavedQuery, saveQuery } from './saved-query';

/**
 * The query this tab showed last. A return to the Dashboard renders it at once instead of a
 * loader while IndexedDB answers; the saved one is still read, since another tab may have changed it.
 */
let lastShown: SavedDashboardQuery | null = null;

/**
 * The dashboard's query for the organization viewed: read from IndexedDB on arrival and when the
 * organization changes, saved on every change (spec 3 §3), so a return or a reload shows it again.
 */
export function useDashboardQuery(orgId: string) {
  const [query, setQuery] = useState<SavedDashboardQuery | null>(() => (lastShown?.orgId === orgId ? lastShown : null));

  useEffect(() => {
    let live = true;
    void readSavedQuery(orgId).then((saved) => {
      if (!live) return;
      lastShown = saved;
      // The same query kept as it is: a new object would re-render every panel for nothing.
      setQuery((shown) => (dequal(shown, saved) ? shown : saved));
    });
    return () => {
      live = false;
    };
  }, [orgId]);

  const change = useCallback((next: SavedDashboardQuery) => {
    lastShown = next;
    setQuery(next);
    void saveQuery(next);
  }, []);

  // A query read for the organization viewed before is never shown for this one.
  return { query: query?.orgId === orgId ? query : null, change };
}
