import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useNavigate } from '@tanstack/react-router';
import { isReportingUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { type ThreatDatasetId, threatDataQuery } from '@/api/threats/queries';

/** The tabs' search: any text for the day (one the service does not offer answers the latest). */
export const threatSearch = v.object({
  date: v.fallback(v.optional(v.string()), undefined),
  ptr: v.fallback(v.optional(v.boolean()), undefined),
});
export type ThreatSearch = v.InferOutput<typeof threatSearch>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The threat tabs' shared state: the organization viewed, the day and the PTR flag (in the URL,
 * so a shared link shows the same chart), and whether the viewer may open DNS Logs. A day that is
 * not one of the 7 available answers the latest (the service decides; the picker shows its day).
 */
export function useThreatAsk(search: ThreatSearch, from: string) {
  const { principal } = useSignedInUser();
  const { selected } = useSelectedOrganization();
  const navigate = useNavigate();
  const set = (next: ThreatSearch) =>
    void navigate({ to: from, search: { ...search, ...next } as never, replace: true });
  return {
    orgId: selected?.orgId,
    date: search.date && DAY.test(search.date) ? search.date : undefined,
    ptr: search.ptr ?? true,
    mayOpenLogs: isReportingUser(principal),
    setDate: (date: string) => set({ date }),
    setPtr: (ptr: boolean) => set({ ptr }),
  };
}

export function useThreatData<K extends ThreatDatasetId>(dataset: K, ask: ReturnType<typeof useThreatAsk>) {
  return useQuery({
    ...threatDataQuery(dataset, { orgId: ask.orgId ?? '', date: ask.date, ptr: ask.ptr }),
    enabled: Boolean(ask.orgId),
  });
}
