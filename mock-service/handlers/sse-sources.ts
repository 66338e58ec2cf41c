import type { HttpHandler } from 'msw';
import { ErrorKey } from '../../src/api/error-keys';
import {
  IBOSS_VENDOR,
  sseListEndpoint,
  sseSourceCreateEndpoint,
  sseSourceMspCreateEndpoint,
  sseSourceUpdateEndpoint,
} from '../../src/api/sources/contract';
import { sourcePermissions } from '../../src/api/sources/permissions';
import { updateRecord } from '../core/crud';
import { noting } from '../alerts/system-events';
import { type HandlerContext, defineHandler } from '../core/define-handler';
import type { Caller } from '../core/caller';
import { MockError, notFound } from '../core/mock-error';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import { SSE_OPTIONS } from '../seed/sse-options';
import { type SetChoice, checkDescription, chooseSet, setOf, sourceReply } from './source-rules';

type SseInput = HandlerContext<typeof sseSourceCreateEndpoint, Caller>['input'];

/** The provider named by the request: one the service onboards, never iboss, never for a managed-service organization. */
function providerOf(input: SseInput, optionId: string | null) {
  if (!sourcePermissions.sseOffered(findOrg(input.orgId)!)) {
    throw new MockError(ErrorKey.sseNotOffered, 400, { field: 'sourceType', message: 'SSE is not offered here.' });
  }
  if (input.vendorName.toLowerCase() === IBOSS_VENDOR || input.id === IBOSS_VENDOR) {
    throw new MockError(ErrorKey.sseUnsupported, 400, {
      field: 'vendorName',
      message: 'iboss is onboarded by the service team.',
    });
  }
  const option = SSE_OPTIONS.find(
    (candidate) =>
      (optionId === null || candidate.id === optionId) &&
      candidate.vendor === input.vendorName &&
      candidate.cfListId === input.listId,
  );
  if (!option) {
    throw new MockError(ErrorKey.sseProvider, 400, {
      field: 'vendorName',
      message: 'Not a provider from /api/source/sse/list.',
    });
  }
  return option;
}

function assertVendorFree(db: Database, choice: SetChoice, vendor: string, except?: string) {
  if (!('existing' in choice)) return;
  const setId = choice.existing.id;
  if (db.sources.all().some((s) => s.set === setId && s.vendorName === vendor && s.id !== except)) {
    throw new MockError(ErrorKey.sseTaken, 409, { field: 'vendorName', message: `${vendor} is already in this set.` });
  }
}

const create = async ({ input, db, clock }: HandlerContext<typeof sseSourceCreateEndpoint, Caller>) => {
  const option = providerOf(input, input.id);
  const choice = chooseSet(db, input.orgId, input.set, input.newSourceSet);
  assertVendorFree(db, choice, option.vendor);
  const description = checkDescription(input.description);
  const now = clock.isoNow();
  const set = await setOf(db, input.orgId, choice, now);
  const source = await db.sources.create({
    orgId: input.orgId,
    id: `src-${crypto.randomUUID()}`,
    type: 'SSE',
    sourceIP: null,
    set: set.id,
    description,
    vendorName: option.vendor,
    listId: option.cfListId,
    displayName: option.displayName,
    dateCreated: now,
  });
  return sourceReply(db, source);
};

/** The provider is fixed: moving to another set or a new description only. */
const update = async ({ input, db, clock }: HandlerContext<typeof sseSourceUpdateEndpoint, Caller>) => {
  const source = db.sources.all().find((s) => s.orgId === input.orgId && s.id === input.id && s.type === 'SSE');
  if (!source) throw notFound('The source', 'id');
  if (source.vendorName !== input.vendorName || source.listId !== input.listId) {
    throw new MockError(ErrorKey.sourceFixed, 400, { field: 'vendorName', message: 'The provider cannot change.' });
  }
  providerOf(input, null);
  const choice = chooseSet(db, input.orgId, input.set, input.newSourceSet);
  assertVendorFree(db, choice, source.vendorName, source.id);
  const description = checkDescription(input.description);
  const set = await setOf(db, input.orgId, choice, clock.isoNow());
  return sourceReply(db, await updateRecord(db.sources, source, { set: set.id, description }));
};

/** Source changes are system events (alerts/system-events.ts). */
const added = noting('sources', (_ctx, source) => `Source ${source.displayName} (${source.setName}) was added`, create);
const changed = noting(
  'sources',
  (_ctx, source) => `Source ${source.displayName} (${source.setName}) was changed`,
  update,
);

export const sseSourceHandlers: HttpHandler[] = [
  defineHandler(sseListEndpoint, () => ({ SSEOptions: SSE_OPTIONS.map((option) => ({ ...option })) })),
  defineHandler(sseSourceCreateEndpoint, added),
  defineHandler(sseSourceMspCreateEndpoint, added),
  defineHandler(sseSourceUpdateEndpoint, changed),
];
