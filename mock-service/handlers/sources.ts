import type { HttpHandler } from 'msw';
import type { Endpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  sourceCreateEndpoint,
  sourceDeleteEndpoint,
  sourceMspCreateEndpoint,
  sourceMspDeleteEndpoint,
  sourceMspUpdateEndpoint,
  sourceUpdateEndpoint,
} from '../../src/api/sources/contract';
import { deleteRecord, updateRecord } from '../core/crud';
import { type HandlerContext, defineHandler } from '../core/define-handler';
import { noting } from '../alerts/system-events';
import type { Caller } from '../core/caller';
import { notFound } from '../core/mock-error';
import type { SourceRow } from '../db/database';
import {
  checkDescription,
  checkNewAddress,
  chooseSet,
  findLiveSet,
  setOf,
  sourceReply,
  storedAddress,
} from './source-rules';
import { sseSourceHandlers } from './sse-sources';
import { retireSource } from '../world-adapter/retired-sources';

/*
 * Who may call each endpoint is the access table's row (src/api/access.ts): a manager of the
 * organization, never in the Global organization. Each managed-service twin (/source/api/msp/…)
 * runs the same resolver.
 */

type Ctx<E extends Endpoint> = HandlerContext<E, Caller>;

const create = async ({ input, db, clock }: Ctx<typeof sourceCreateEndpoint>) => {
  const sourceIP = checkNewAddress(db, input.sourceIP, input.type);
  const choice = chooseSet(db, input.orgId, input.set, input.newSourceSet);
  const description = checkDescription(input.description);
  const now = clock.isoNow();
  const set = await setOf(db, input.orgId, choice, now);
  const source = await db.sources.create({
    orgId: input.orgId,
    id: `src-${crypto.randomUUID()}`,
    type: input.type,
    sourceIP,
    set: set.id,
    description,
    vendorName: null,
    listId: null,
    displayName: null,
    dateCreated: now,
  });
  return sourceReply(db, source);
};

/** An IP source of the organization, by any spelling of its address; another organization's is not found. */
function ipSourceOf(ctx: { db: Ctx<Endpoint>['db'] }, orgId: string, text: string, field: string): SourceRow {
  const address = storedAddress(text);
  const found = ctx.db.sources.all().find((source) => source.orgId === orgId && source.sourceIP === address);
  if (!address || !found) throw notFound('The source', field);
  return found;
}

const update = async ({ input, db, clock }: Ctx<typeof sourceUpdateEndpoint>) => {
  const source = ipSourceOf({ db }, input.orgId, input.sourceIP, 'sourceIP');
  const choice = chooseSet(db, input.orgId, input.set, input.newSourceSet);
  const description = checkDescription(input.description);
  const set = await setOf(db, input.orgId, choice, clock.isoNow());
  return sourceReply(db, await updateRecord(db.sources, source, { set: set.id, description }));
};

const remove = async ({ input, db, clock }: Ctx<typeof sourceDeleteEndpoint>) => {
  if (input.sourceIp !== undefined) {
    const found = ipSourceOf({ db }, input.orgId, input.sourceIp, 'sourceIp');
    await retireSource(db, found, clock.isoNow());
    return sourceReply(db, deleteRecord(db.sources, found));
  }
  if (input.set === undefined || input.vendorName === undefined) throw notFound('The source', 'sourceIp');
  const set = findLiveSet(db, input.orgId, input.set, 'set', ErrorKey.sourceSetNotFound);
  const source = db.sources
    .all()
    .find(
      (candidate) => candidate.set === set.id && candidate.type === 'SSE' && candidate.vendorName === input.vendorName,
    );
  if (!source) throw notFound('The source', 'vendorName');
  const reply = sourceReply(db, source);
  await retireSource(db, source, clock.isoNow());
  deleteRecord(db.sources, source);
  return reply;
};

/** Source changes are system events (alerts/system-events.ts). */
const named = (source: { sourceIP: string | null; displayName: string | null; setName: string }) =>
  `${source.sourceIP ?? source.displayName ?? 'A source'} (${source.setName})`;
const added = noting('sources', (_ctx, source) => `Source ${named(source)} was added`, create);
const changed = noting('sources', (_ctx, source) => `Source ${named(source)} was changed`, update);
const deleted = noting('sources', (_ctx, source) => `Source ${named(source)} was deleted`, remove);

export const sourceHandlers: HttpHandler[] = [
  defineHandler(sourceCreateEndpoint, added),
  defineHandler(sourceMspCreateEndpoint, added),
  defineHandler(sourceUpdateEndpoint, changed),
  defineHandler(sourceMspUpdateEndpoint, changed),
  defineHandler(sourceDeleteEndpoint, deleted),
  defineHandler(sourceMspDeleteEndpoint, deleted),
  ...sseSourceHandlers,
];
