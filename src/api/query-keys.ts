/**
 * One key shape for every resource, so a mutation can invalidate exactly what it changed:
 * `all` (everything of the resource), `lists()` (every list, whatever its filters),
 * `list(filters)`, `details()` and `detail(id)`. Tables add their page parameters after
 * `list(filters)`, so invalidating `lists()` reaches every page of every table.
 */
export function resourceKeys<Filters, Id>(resource: string) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: Filters) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: Id) => [...all, 'detail', id] as const,
  };
}
