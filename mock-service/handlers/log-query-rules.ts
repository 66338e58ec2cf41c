import { ErrorKey } from '../../src/api/error-keys';
import { ALL_SOURCE_SETS } from '../../src/api/log-queries/preview-contract';
import {
  EARLIEST_LOG_DATE,
  LOG_ACTION_VALUES,
  LOG_RECORD_TYPES,
  LOG_RETENTION_DAYS,
  type LogQueryParams,
} from '../../src/api/log-queries/query-params';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { MockError } from '../core/mock-error';
import type { Database } from '../db/database';
import { findOrg } from '../db/lookups';
import type { LogQueryScope } from '../world-adapter/log-query';

/*
 * The service's rules for a log query (spec 3 §5), for previews and extracts alike. Each refusal
 * is keyed at its field; the handlers call this before they write, so a refused call changes
 * nothing.
 */

/** Letters, digits, hyphens, underscores and dots: a domain name or part of one. */
export const DOMAIN_CHARACTERS = /^[A-Za-z0-9._-]*$/;
const DAY_MS = 86_400_000;

/** The earliest instant a query may start at: the UTC day 15 days back, and never before 11 March 2022. */
export const retentionFloor = (now: number): number =>
  Math.max(EARLIEST_LOG_DATE, Math.floor(now / DAY_MS) * DAY_MS - LOG_RETENTION_DAYS * DAY_MS);

const refuse = (key: string, field: string, message: string, status = 400) =>
  new MockError(key, status, { field, message });
const badRequest = (field: string, message: string) => refuse(ErrorKey.logQueryInvalidRequest, field, message);

function checkDates(params: LogQueryParams, now: number) {
  if (params.durationType !== 'custom') return;
  const start = Date.parse(params.duration.startDate);
  const end = Date.parse(params.duration.endDate);
  if (start < EARLIEST_LOG_DATE)
    throw refuse(
      ErrorKey.logQueryBeforeEarliest,
      'duration.startDate',
      'No data available before March 11th 2022. Please choose a later date',
    );
  if (start < retentionFloor(now))
    throw refuse(ErrorKey.logQueryBeyondRetention, 'duration.startDate', 'DNS log data is kept 15 days.');
  if (start > now) throw refuse(ErrorKey.logQueryInvalidRange, 'duration.startDate', 'The start is in the future.');
  if (end < start)
    throw refuse(ErrorKey.logQueryInvalidRange, 'duration.endDate', 'The end date cannot be before the start date');
}

/**
 * The organizations a query made in `orgId` may read. The Global organization is every
 * organization, narrowed by the chosen ones; anywhere else the organization itself, and choosing
 * another is forbidden.
 */
export function logQueryScope(params: LogQueryParams, orgId: string): LogQueryScope {
  const everyOrg = findOrg(orgId)?.orgName === GLOBAL_ORG_NAME;
  params.orgs.forEach((org, index) => {
    if (!everyOrg && org.value !== orgId)
      throw new MockError(ErrorKey.forbidden, 403, {
        field: `orgs.${index}`,
        message: 'Only Global users choose organizations.',
      });
    if (!findOrg(org.value)) throw refuse(ErrorKey.notFound, `orgs.${index}`, 'The organization was not found.', 404);
  });
  if (!everyOrg) return { orgIds: [orgId] };
  return params.orgs.length ? { orgIds: params.orgs.map((org) => org.value) } : { everyOrg: true };
}

/** Checks a log query made in `orgId` and answers the organizations it reads. */
export function checkLogQuery(db: Database, params: LogQueryParams, orgId: string, now: number): LogQueryScope {
  if (!DOMAIN_CHARACTERS.test(params.queryName.trim()))
    throw refuse(ErrorKey.logQueryInvalidName, 'queryName', 'Name value is not valid');
  checkDates(params, now);
  // The world does not simulate answers, so a filter on them could only mislead.
  if (params.rDataIpAddress) throw badRequest('rDataIpAddress', 'Filtering on answers is not offered.');
  const scope = logQueryScope(params, orgId);
  const inScope = (org: string | null) => 'everyOrg' in scope || (org !== null && scope.orgIds.includes(org));

  const sets = new Map(db.sourceSets.all().map((set) => [set.id, set]));
  params.sourceSets.forEach(({ value }, index) => {
    if (value !== ALL_SOURCE_SETS && !inScope(sets.get(value)?.orgId ?? null))
      throw refuse(ErrorKey.sourceSetNotFound, `sourceSets.${index}`, `The source set ${value} was not found.`, 404);
  });
  if (params.sources.length) {
    const chosen = new Set(params.sourceSets.map((set) => set.value));
    if (!chosen.size || chosen.has(ALL_SOURCE_SETS))
      throw badRequest('sources', 'Authorized sources are chosen within chosen source sets.');
    const setOf = new Map([...db.retiredSources.all(), ...db.sources.all()].map((s) => [s.id, s.set]));
    params.sources.forEach(({ value }, index) => {
      if (!chosen.has(setOf.get(value) ?? ''))
        throw badRequest(`sources.${index}`, 'The source is not in a chosen set.');
    });
  }
  const policies = new Map(db.policies.all().map((policy) => [policy.id, policy]));
  params.policies.forEach(({ value }, index) => {
    const policy = policies.get(value);
    if (!policy || !(policy.global || inScope(policy.orgId))) badRequestAt('policies', index);
  });
  params.recordTypes.forEach(({ value }, index) => {
    if (!(LOG_RECORD_TYPES as readonly string[]).includes(value)) badRequestAt('recordTypes', index);
  });
  params.actions.forEach(({ value }, index) => {
    if (!(LOG_ACTION_VALUES as readonly string[]).includes(value)) badRequestAt('actions', index);
  });
  return scope;
}

function badRequestAt(field: string, index: number): never {
  throw badRequest(`${field}.${index}`, `The ${field} entry is not one the service offers.`);
}
