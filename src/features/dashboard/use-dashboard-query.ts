import { useCallback, useEffect, useState } from 'react';
import { type SavedDashboardQuery, readSavedQuery, saveQuery } from './saved-query';

/**
 * The dashboard's query for the organization viewed: read from IndexedDB on arrival and when the
 * organization changes, saved on every change (spec 3 §3), so a return or a reload shows it again.
 */
export function useDashboardQuery(orgId: string) {
  const [query, setQuery] = useState<SavedDashboardQuery | null>(null);

  useEffect(() => {
    let live = true;
    void readSavedQuery(orgId).then((saved) => {
      if (live) setQuery(saved);
    });
    return () => {
      live = false;
    };
  }, [orgId]);

  const change = useCallback((next: SavedDashboardQuery) => {
    setQuery(next);
    void saveQuery(next);
  }, []);

  // A query read for the organization viewed before is never shown for this one.
  return { query: query?.orgId === orgId ? query : null, change };
}
