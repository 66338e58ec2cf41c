import * as v from 'valibot';
import { defineEndpoint, orgIdSchema } from '../contract';
import { IMPACT_INTERVALS, analysisDataSchema, policySchema, sinkholeSchema } from './schemas';

/*
 * Impact analysis (spec 2 §4.2): an asynchronous job on the mock's clock, NONE → QUEUED → RUNNING
 * → SUCCESS, computed on the DNS world's past traffic. And the sinkholes an override may point to
 * (spec 2 §2.2, global tenant outside the critical-infrastructure variant).
 */

const ref = { orgId: orgIdSchema, id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) };

const IMPACT_ERRORS =
  'Errors: policy.notAnalysable (status: only NEW, PROFILING, UPDATED and PENDING_REVIEW), resource.notFound (id).';

export const profileAsyncEndpoint = defineEndpoint({
  id: 'pendingPolicy.profileAsync',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/profile-async',
  summary: `Start an impact analysis over the interval: QUEUED, then RUNNING, then SUCCESS on the mock's clock; the policy is PROFILING meanwhile. ${IMPACT_ERRORS}`,
  request: v.object({ ...ref, profilingInterval: v.optional(v.picklist(IMPACT_INTERVALS), '72 Hours') }),
  result: analysisDataSchema,
});

export const profileStatusEndpoint = defineEndpoint({
  id: 'pendingPolicy.profileStatus',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/pending-policy/profile-status',
  summary:
    'Where the analysis stands, with its rows once it succeeded (percent impacted = totalaffected / totalcount). Errors: resource.notFound (id).',
  request: v.object(ref),
  result: analysisDataSchema,
});

export const profileCancelEndpoint = defineEndpoint({
  id: 'pendingPolicy.profileCancel',
  effect: 'write',
  method: 'POST',
  path: '/policy/api/pending-policy/profile-cancel',
  summary: `Cancel Run: the analysis goes back to NONE and the policy to its status before. ${IMPACT_ERRORS}`,
  request: v.object(ref),
  result: analysisDataSchema,
});

export const sinkholeListEndpoint = defineEndpoint({
  id: 'sinkhole.list',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/sinkhole/list',
  summary: 'The sinkholes in use, with the addresses the next override to a sinkhole may take.',
  request: v.object({ orgId: orgIdSchema }),
  result: v.object({ sinkholeList: v.array(sinkholeSchema), nextAvailableSinkholes: v.array(v.string()) }),
});

export const fetchSinkholeEndpoint = defineEndpoint({
  id: 'policy.fetchSinkhole',
  effect: 'read',
  method: 'POST',
  path: '/policy/api/policy/fetch-sinkhole',
  summary:
    'The policy that uses a sinkhole address (Global organization). Errors: resource.notFound (sinkholeIp or id).',
  request: v.object({ ...ref, sinkholeIp: v.pipe(v.string(), v.maxLength(45)) }),
  result: policySchema,
});
