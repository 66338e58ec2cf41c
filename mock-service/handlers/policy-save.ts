import { dequal } from 'dequal';
import { ErrorKey } from '../../src/api/error-keys';
import { policySaveEndpoint } from '../../src/api/policies/contract';
import { expressionProblems } from '../../src/api/policies/expression-rules';
import {
  actionProblem,
  policyDescriptionProblem,
  policyNameProblem,
  sameName,
} from '../../src/api/policies/policy-rules';
import type { PolicyStatus } from '../../src/api/policies/schemas';
import { config } from '../../src/config/env';
import { updateRecord } from '../core/crud';
import { MockError, notFound } from '../core/mock-error';
import type { PolicyRow } from '../db/database';
import type { PolicyRecord } from '../db/schemas';
import { HISTORY, appendHistory, precedenceOf } from './policy-store';
import {
  type Acting,
  type Door,
  actingIn,
  assertMayChange,
  policyOf,
  refuse,
  sinkholesOffered,
  statusNow,
} from './policy-writes';
import { type Ctx, by, fullName, wire } from './policy-write-context';

/** Saving a policy (spec 2 §4.1): every check before the first write, then the create or the edit. */

const APPROVAL_FIELDS = [
  'name',
  'action',
  'expression',
  'sourceSetList',
  'proprietary',
  'blockPageEnabled',
  'disableDnssec',
] as const;
/** These, changed, need a fresh impact analysis. */
const ANALYSED_FIELDS = ['action', 'expression', 'sourceSetList'] as const;

async function checkSave(ctx: Ctx<typeof policySaveEndpoint>, acting: Acting, existing: PolicyRow | null) {
  const { input, db, clock } = ctx;
  const orgIsGlobal = acting.org.orgType === 'Global';
  if (existing) {
    assertMayChange(existing, acting);
    const status = statusNow(existing, clock);
    if (input.status !== undefined && input.status !== status)
      throw refuse(ErrorKey.policyStale, 'status', undefined, 409, { status });
    if (status === 'PROFILING')
      throw refuse(ErrorKey.policyNotEditable, 'status', 'No changes can be made while an impact analysis runs.', 409);
  }
  const nameProblem = policyNameProblem(input.name);
  if (nameProblem) throw refuse(ErrorKey.policyNameFormat, 'name', nameProblem);
  const descriptionProblem = policyDescriptionProblem(input.description);
  if (descriptionProblem) throw refuse(ErrorKey.policyDescriptionFormat, 'description', descriptionProblem);
  if (input.proprietary && !orgIsGlobal)
    throw refuse(ErrorKey.policyGlobalNeedsGlobal, 'proprietary', 'Only global policies can be proprietary.', 403);
  const owner = existing?.orgId ?? acting.org.orgId;
  const taken = db.policies
    .all()
    .find((other) => other.orgId === owner && other.id !== existing?.id && sameName(other.name, input.name));
  if (taken) throw refuse(ErrorKey.policyNameTaken, 'name', undefined, 409, { id: taken.id, name: taken.name });
  const action = actionProblem(input.action);
  if (action) throw refuse(ErrorKey.policyActionInvalid, 'action', action);
  if (input.action.type === 'OVERRIDE' && input.action.isSinkholeOverride) {
    const offered = orgIsGlobal && config.orgType !== 'CI' ? sinkholesOffered(db, existing?.id ?? null) : [];
    if (!offered.includes(input.action.destination![0]))
      throw refuse(ErrorKey.policyActionInvalid, 'action', 'Invalid Action', 400, { sinkhole: 'notOffered' });
  }
  if (input.expression.length === 0) throw refuse(ErrorKey.policyExpressionRequired, 'expression');
  const problems = await expressionProblems(input.expression, { action: input.action.type, orgIsGlobal });
  if (problems.length > 0) {
    // One error per problem, each at 'expression' with the predicate's index (-1: the list as a whole).
    const [first, ...rest] = problems.map((problem) => ({
      key: ErrorKey.policyExpressionInvalid,
      field: 'expression',
      message: problem.message,
      detail: { index: problem.index },
    }));
    throw new MockError(first.key, 400, { ...first, also: rest });
  }
  return sourceSetsOf(ctx, acting, orgIsGlobal);
}

/** The sets named, in order, once each: live sets of the organization; a global policy has none. */
function sourceSetsOf({ input, db }: Ctx<typeof policySaveEndpoint>, acting: Acting, orgIsGlobal: boolean) {
  const ids = [...new Set(input.sourceSetList)];
  if (orgIsGlobal && ids.length > 0)
    throw refuse(ErrorKey.policySourceSetRequired, 'sourceSetList', 'A global policy applies to every source set.');
  return ids.map((id) => {
    const set = db.sourceSets.all().find((s) => s.id === id && s.orgId === acting.org.orgId && !s.deleted);
    if (!set) throw notFound('The source set', 'sourceSetList');
    return set;
  });
}

export async function save(ctx: Ctx<typeof policySaveEndpoint>, door: Door) {
  const { input, db, clock } = ctx;
  const acting = actingIn(ctx.caller, input.orgId, door);
  const existing = input.id === undefined ? null : policyOf(db, acting, input.id, 'id');
  const sets = await checkSave(ctx, acting, existing);
  const now = clock.isoNow();
  const orgIsGlobal = acting.org.orgType === 'Global';
  const fields = {
    name: input.name,
    description: input.description,
    action: input.action,
    expression: input.expression,
    sourceSetList: sets.map((set) => set.id),
    namedSourceSet: sets.map((set) => set.name),
    proprietary: orgIsGlobal && input.proprietary,
    blockPageEnabled: input.blockPageEnabled,
    disableDnssec: input.disableDnssec,
  };
  const precedence = precedenceOf({ global: orgIsGlobal, proprietary: fields.proprietary, action: input.action.type });

  if (!existing) {
    const id = `pol-${crypto.randomUUID()}`;
    const created = await db.policies.create({
      ...fields,
      id,
      policyId: id,
      orgId: acting.org.orgId,
      global: orgIsGlobal,
      status: 'NEW',
      priorStatus: null,
      lastModified: now,
      submittedBy: null,
      updatedBy: fullName(acting),
      precedence,
      readOnly: false,
      redacted: false,
      analysisData: null,
      createdAt: now,
      analysisStartedAt: null,
      statusBeforeAnalysis: null,
      reminderSentAt: null,
    } satisfies PolicyRecord);
    await appendHistory(db, clock, created, HISTORY.saved, by(acting));
    return { id, status: created.status, onlyUpdatedFieldsNotRequiringApproval: false, policy: wire(ctx, created) };
  }

  const status = statusNow(existing, clock);
  const needsApproval = APPROVAL_FIELDS.some((field) => !dequal(existing[field], fields[field]));
  const reanalyse = ANALYSED_FIELDS.some((field) => !dequal(existing[field], fields[field]));
  const next: PolicyStatus = !needsApproval
    ? status
    : status === 'PENDING_APPROVAL'
      ? existing.priorStatus === 'NEW'
        ? 'NEW'
        : 'UPDATED'
      : status === 'NEW'
        ? 'NEW'
        : 'UPDATED';
  const updated = await updateRecord(db.policies, existing, (draft) => {
    Object.assign(draft, fields);
    draft.precedence = precedence;
    draft.lastModified = now;
    draft.updatedBy = fullName(acting);
    if (needsApproval) {
      draft.status = next;
      // Kept when a version pending approval goes back, so a later denial still knows where it came from.
      if (status !== 'PENDING_APPROVAL') draft.priorStatus = status;
      draft.submittedBy = null;
      draft.reminderSentAt = null;
      draft.statusBeforeAnalysis = null;
    }
    if (reanalyse) {
      draft.analysisData = null;
      draft.analysisStartedAt = null;
      draft.statusBeforeAnalysis = null;
    }
  });
  await appendHistory(db, clock, updated, HISTORY.saved, by(acting));
  return {
    id: updated.id,
    status: statusNow(updated, clock),
    onlyUpdatedFieldsNotRequiringApproval: !needsApproval,
    policy: wire(ctx, updated),
  };
}
