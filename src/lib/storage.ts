import { createStore, del, get, set } from 'idb-keyval';

/**
 * Client state that lasts across reloads, in IndexedDB (never web storage). Each key is typed;
 * screens that add state add a key here.
 */
const store = createStore('pdns-console', 'state');

export interface StoredState {
  selectedOrgId: string;
  /** Page size chosen per table id. */
  tablePageSizes: Record<string, number>;
  /** The DNS dashboard's last query (filled by the dashboard screen). */
  dashboardQuery: Record<string, unknown>;
  /** Log-query filters per log screen (filled by the log screens). */
  logQueryFilters: Record<string, Record<string, unknown>>;
  userGuideVisible: boolean;
  /** The extract being scheduled or edited (spec 3 §2: the editor's state is cached). */
  extractDraft: Record<string, unknown>;
}
export type StoredKey = keyof StoredState;

export const storage = {
  get: <K extends StoredKey>(key: K): Promise<StoredState[K] | undefined> => get(key, store),
  set: <K extends StoredKey>(key: K, value: StoredState[K]): Promise<void> => set(key, value, store),
  remove: (key: StoredKey): Promise<void> => del(key, store),
};

export async function getTablePageSize(tableId: string): Promise<number | undefined> {
  return (await storage.get('tablePageSizes'))?.[tableId];
}

export async function setTablePageSize(tableId: string, size: number): Promise<void> {
  const sizes = (await storage.get('tablePageSizes')) ?? {};
  await storage.set('tablePageSizes', { ...sizes, [tableId]: size });
}
