import type { HttpHandler } from 'msw';
import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  LARGE_VOLUME_THRESHOLD,
  previewAsyncEndpoint,
  previewCancelEndpoint,
  previewEndpoint,
  previewResultsEndpoint,
  previewStatusEndpoint,
} from '../../src/api/log-queries/preview-contract';
import { PREVIEW_ROW_LIMIT } from '../../src/api/log-queries/query-params';
import type { Caller } from '../core/caller';
import { deleteRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { MockError, forbidden, notFound } from '../core/mock-error';
import type { Database } from '../db/database';
import { currentWorld } from '../world-adapter/current-world';
import { logQueryToWorld } from '../world-adapter/log-query';
import { NO_PREVIEW, previewExecution, previewResult, previewRowsOf, rememberCount } from './log-preview-job';
import { checkLogQuery } from './log-query-rules';

/*
 * DNS Logs previews (spec 3 §4, §7). One preview per user and organization: starting stores what
 * was asked and when; its status and rows are computed when read (log-preview-job.ts).
 */

const mine = (db: Database, userId: string, orgId: string) =>
  db.logPreviews.all().find((record) => record.userId === userId && record.orgId === orgId);

/** userId names the caller; another user's preview is not theirs to read or cancel. */
function ownUser(caller: Caller, userId: string): string {
  if (userId.toLowerCase() !== caller.user.email.toLowerCase()) throw forbidden('A preview is read by its own user.');
  return caller.user.email;
}

/** The columns of the file: the table's, then what peers show beyond the spec. */
const FILE_COLUMNS = [
  'organization_name',
  'srcip',
  'source_set_name',
  'datetime',
  'queryname',
  'querycategories',
  'policy_name',
  'resolverdecision',
  'recordtype',
  'protocol',
  'policy_reason',
] as const;

/** Download Preview's file: the preview's rows, built from its window when the link is opened. */
export const previewFile = defineFileRecipe({
  id: 'log-preview',
  params: v.object({ orgId: orgIdSchema, queryExecutionId: v.string() }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    const record = db.logPreviews.all().find((r) => r.id === params.queryExecutionId && r.orgId === params.orgId);
    if (!record) throw new MockError(ErrorKey.fileNotFound, 404, { message: 'The preview was cancelled or replaced.' });
    const { rows } = previewResult(db, record);
    const data = rows.map((row) => FILE_COLUMNS.map((column) => row[column]));
    return toCsv(FILE_COLUMNS, data, { finalNewline: true });
  },
});

export const logPreviewHandlers: HttpHandler[] = [
  defineHandler(previewEndpoint, ({ input, db, clock }) => {
    const now = clock.now();
    const scope = checkLogQuery(db, input.queryParams, input.orgId, now);
    const { filter, range } = logQueryToWorld(db, input.queryParams, scope, now);
    const world = currentWorld(db);
    const rows = world.page(range, filter, PREVIEW_ROW_LIMIT).rows;
    return { items: previewRowsOf(db, rows, input.orgId), totalCount: world.count(range, filter) };
  }),

  defineHandler(previewAsyncEndpoint, async ({ input, db, clock, caller }) => {
    const now = clock.now();
    const scope = checkLogQuery(db, input.queryParams, input.orgId, now);
    const { filter, range } = logQueryToWorld(db, input.queryParams, scope, now);
    // The count is a closed form, so the service can ask before it runs a heavy query.
    const totalCount = currentWorld(db).count(range, filter);
    if (totalCount > LARGE_VOLUME_THRESHOLD && !input.confirmLargeVolume)
      throw new MockError(ErrorKey.logPreviewLargeVolume, 409, {
        field: 'duration',
        message: 'Preview has a large volume of data. Please consider reducing duration.',
        detail: { totalCount },
      });
    const previous = mine(db, caller.user.email, input.orgId);
    if (previous) deleteRecord(db.logPreviews, previous);
    const record = await db.logPreviews.create({
      id: `qe-${crypto.randomUUID()}`,
      userId: caller.user.email,
      orgId: input.orgId,
      queryParams: input.queryParams,
      startedAt: new Date(now).toISOString(),
      from: new Date(range.from).toISOString(),
      to: new Date(range.to).toISOString(),
    });
    rememberCount(db, record.id, totalCount);
    return previewExecution(db, record, now);
  }),

  defineHandler(previewStatusEndpoint, ({ input, db, clock, caller }) =>
    previewExecution(db, mine(db, ownUser(caller, input.userId), input.orgId), clock.now()),
  ),

  defineHandler(previewCancelEndpoint, ({ input, db, caller }) => {
    const record = mine(db, ownUser(caller, input.userId), input.orgId);
    if (record) deleteRecord(db.logPreviews, record);
    return NO_PREVIEW;
  }),

  defineHandler(previewResultsEndpoint, ({ input, db, clock, request, caller }) => {
    const record = mine(db, caller.user.email, input.orgId);
    if (!record || record.id !== input.queryExecutionId) throw notFound('The preview', 'queryExecutionId');
    if (previewExecution(db, record, clock.now()).status !== 'success')
      throw new MockError(ErrorKey.logPreviewNotReady, 409, {
        field: 'queryExecutionId',
        message: 'The preview has not succeeded.',
      });
    return {
      preSignedUrl: issueFile(request, {
        recipe: previewFile,
        params: { orgId: input.orgId, queryExecutionId: record.id },
        name: `dns-log-preview-${clock.isoNow().slice(0, 19).replace(/:/g, '-')}.csv`,
        ttlSeconds: 300,
      }),
    };
  }),
];
