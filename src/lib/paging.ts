/** The shape of a server-paged list, shared by the contract (src/api) and the data table (src/components). */
export type SortOrder = 'asc' | 'des';

export interface Page<T> {
  items: T[];
  itemCount: number;
  nextPageKey?: string | null;
}
