import type { ScheduledExtract } from '@/api/log-queries/extract-contract';
import type { LogQueryParams } from '@/api/log-queries/query-params';
import { storage } from '@/lib/storage';

/**
 * The hand-over from DNS Logs to the schedule editor, and the editor's cached state (spec 3 §2,
 * "The edit state is cached"): kept in IndexedDB with the rest of the console's state, so a
 * reload or a second tab resumes the same draft. Schedule Extract saves the previewed query here
 * and opens the create route; the create route with no draft redirects (spec 3 §2).
 */
export interface ExtractDraft {
  /** The query the extract will run: the one previewed, or the schedule's own when editing. */
  queryParams: LogQueryParams;
  /** Where the back link leads: 'Back to DNS Logs' or 'Back to Extracts'. */
  from: 'logs' | 'extracts';
  /** The schedule being edited; absent when creating. */
  queryId?: string;
  /** The schedule being edited as the list showed it (View Schedule): the editor starts from it. */
  extract?: ScheduledExtract;
  /** The editor's unsaved field values, owned by the editor. */
  values?: Record<string, unknown>;
}

export const saveExtractDraft = (draft: ExtractDraft): Promise<void> =>
  storage.set('extractDraft', draft as unknown as Record<string, unknown>);

export const readExtractDraft = async (): Promise<ExtractDraft | undefined> =>
  (await storage.get('extractDraft')) as ExtractDraft | undefined;

export const clearExtractDraft = (): Promise<void> => storage.remove('extractDraft');
