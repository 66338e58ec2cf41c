import type { HttpHandler } from 'msw';
import type { Endpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { profileAsyncEndpoint, profileCancelEndpoint } from '../../src/api/policies/impact-contract';
import { mayAnalyse } from '../../src/api/policies/lifecycle';
import type { AnalysisData } from '../../src/api/policies/schemas';
import type { Caller } from '../core/caller';
import { updateRecord } from '../core/crud';
import { type HandlerContext, defineHandler } from '../core/define-handler';
import { toWire } from './policy-store';
import { sendDueReminders } from './policy-reminders';
import { actingIn, assertMayChange, policyOf, refuse, statusNow } from './policy-writes';

/*
 * Starting and cancelling an impact analysis (spec 2 §4.2). Starting stores only when it started
 * and over which interval; QUEUED → RUNNING → SUCCESS and the rows are computed from that and the
 * mock's clock when the policy is read (policy-store's toWire), so nothing here chains a timer.
 */

type Ctx<E extends Endpoint> = HandlerContext<E, Caller>;

function analysable(ctx: Ctx<typeof profileAsyncEndpoint | typeof profileCancelEndpoint>) {
  const { input, db, clock } = ctx;
  const acting = actingIn(ctx.caller, input.orgId);
  const policy = policyOf(db, acting, input.id, 'id');
  assertMayChange(policy, acting);
  const status = statusNow(policy, clock);
  if (!mayAnalyse({ ...policy, status }))
    throw refuse(ErrorKey.policyNotAnalysable, 'status', undefined, 409, { status });
  return { policy, status };
}

const start = defineHandler(profileAsyncEndpoint, async (ctx) => {
  const { input, db, clock } = ctx;
  const { policy, status } = analysable(ctx);
  const now = clock.isoNow();
  const analysisData: AnalysisData = {
    items: [],
    dateAnalyzed: null,
    profilingInterval: input.profilingInterval,
    queryExecutionStatus: 'QUEUED',
    queryExecutionId: `qe-${crypto.randomUUID()}`,
    invalidExpression: false,
  };
  const updated = await updateRecord(db.policies, policy, (draft) => {
    // A second run keeps the status the first one replaced.
    if (policy.status !== 'PROFILING') draft.statusBeforeAnalysis = status;
    draft.status = 'PROFILING';
    draft.analysisStartedAt = now;
    draft.analysisData = analysisData;
  });
  await sendDueReminders(db, clock);
  return toWire(updated, input.orgId, clock.now(), db).analysisData ?? analysisData;
});

const cancel = defineHandler(profileCancelEndpoint, async (ctx) => {
  const { db, clock } = ctx;
  const { policy } = analysable(ctx);
  const analysisData: AnalysisData = {
    items: [],
    dateAnalyzed: null,
    profilingInterval: policy.analysisData?.profilingInterval ?? '72 Hours',
    queryExecutionStatus: 'NONE',
    queryExecutionId: null,
    invalidExpression: false,
  };
  await updateRecord(db.policies, policy, (draft) => {
    draft.status = policy.status === 'PROFILING' ? (policy.statusBeforeAnalysis ?? 'UPDATED') : policy.status;
    draft.statusBeforeAnalysis = null;
    draft.analysisStartedAt = null;
    draft.analysisData = analysisData;
  });
  await sendDueReminders(db, clock);
  return analysisData;
});

export const policyImpactHandlers: HttpHandler[] = [start, cancel];
