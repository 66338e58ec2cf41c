import * as v from 'valibot';
import { DASHBOARD_DURATIONS, DURATION_LABELS, type DashboardDuration } from '@/api/dashboard/contract';
import { storage } from '@/lib/storage';

/**
 * Spec 3 §3's dashboard query, kept in IndexedDB under `dashboardQuery` (the design card's
 * local storage): the organization it was made for, its chosen sets, and the period.
 */
const chosenSetSchema = v.object({ name: v.string(), value: v.string(), id: v.string(), orgId: v.string() });
export type ChosenSet = v.InferOutput<typeof chosenSetSchema>;

const savedQuerySchema = v.object({
  orgId: v.string(),
  sourceSets: v.array(chosenSetSchema),
  duration: v.picklist(DASHBOARD_DURATIONS),
  durationType: v.string(),
});
export type SavedDashboardQuery = v.InferOutput<typeof savedQuerySchema>;

export const DEFAULT_DURATION: DashboardDuration = 24;

export const queryFor = (orgId: string, duration: DashboardDuration, sourceSets: ChosenSet[] = []) => ({
  orgId,
  sourceSets,
  duration,
  durationType: DURATION_LABELS[duration],
});

/**
 * The query to show for an organization: the saved one when it was made for this organization;
 * another organization's sets mean nothing here, so only its period carries over.
 */
export async function readSavedQuery(orgId: string): Promise<SavedDashboardQuery> {
  const parsed = v.safeParse(savedQuerySchema, await storage.get('dashboardQuery'));
  if (!parsed.success) return queryFor(orgId, DEFAULT_DURATION);
  const saved = parsed.output;
  return saved.orgId === orgId ? saved : queryFor(orgId, saved.duration);
}

export const saveQuery = (query: SavedDashboardQuery): Promise<void> => storage.set('dashboardQuery', { ...query });
