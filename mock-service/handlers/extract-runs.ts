import type { HttpHandler } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import { extractHistoryEndpoint, extractResultsEndpoint } from '../../src/api/log-queries/extract-contract';
import { issueFile } from '../core/files/files';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { MockError, notFound } from '../core/mock-error';
import { extractRunFile } from '../extracts/extract-file';
import { downloadUntil, runAtOf, runsOf, toWireRun } from '../extracts/runs';
import { findExtract } from './scheduled-extracts';
import { slug } from '../../src/lib/slug';

/*
 * Extract History and downloads (spec 3 §2, §7): the runs of an extract computed at the clock's
 * now, and a link to a successful run's file for 72 hours after it ended.
 */

const history = defineListHandler(extractHistoryEndpoint, ({ input, db, clock }) => {
  const record = findExtract(db, input.orgId, input.queryId);
  const now = clock.now();
  return { rows: runsOf(record, now).map((run) => toWireRun(record.queryId, run, now)) };
});

const results = defineHandler(extractResultsEndpoint, ({ input, db, clock, request }) => {
  const record = findExtract(db, input.orgId, input.queryId);
  const now = clock.now();
  const runAt = runAtOf(record.queryId, input.executionId);
  const run = runAt === null ? undefined : runsOf(record, now, runAt).find((r) => r.runAt === runAt);
  if (!run || runAt === null) throw notFound('The extract run', 'executionId');
  const until = downloadUntil(run);
  if (until === null) {
    throw new MockError(ErrorKey.extractRunNotReady, 409, {
      field: 'executionId',
      message: 'This run has no file to download.',
      detail: { status: run.status },
    });
  }
  if (now >= until) {
    throw new MockError(ErrorKey.extractDownloadExpired, 410, {
      field: 'executionId',
      message: 'This file has expired. Files are available for 72 hours after they are generated.',
    });
  }
  const stamp = new Date(runAt).toISOString().slice(0, 13).replace('T', '-');
  return {
    preSignedUrl: issueFile(request, {
      recipe: extractRunFile,
      params: { orgId: record.orgId, queryId: record.queryId, runAt },
      name: `${slug(record.queryName, 'extract')}-${stamp}.csv`,
      // A link lasts five minutes, and never past the file's own 72 hours.
      ttlSeconds: Math.max(1, Math.min(300, Math.floor((until - now) / 1000))),
    }),
  };
});

export const extractRunHandlers: HttpHandler[] = [history, results];
