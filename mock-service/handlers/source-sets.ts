import type { HttpHandler } from 'msw';
import type { Endpoint } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  sourceSetDeleteEndpoint,
  sourceSetMspDeleteEndpoint,
  sourceSetMspUpdateEndpoint,
  sourceSetUpdateEndpoint,
} from '../../src/api/sources/contract';
import { sourcePermissions } from '../../src/api/sources/permissions';
import { updateRecord } from '../core/crud';
import { type HandlerContext, defineHandler } from '../core/define-handler';
import { noting } from '../alerts/system-events';
import type { Caller } from '../core/caller';
import { principalIn } from '../core/membership';
import { MockError, forbidden } from '../core/mock-error';
import type { SourceSetRow } from '../db/database';
import { findOrg } from '../db/lookups';
import { assertSetNameFree, checkDescription, checkSetName, findLiveSet } from './source-rules';
import { sourceSetListHandlers } from './source-set-lists';

type Ctx<E extends Endpoint> = HandlerContext<E, Caller>;

const refuse = (key: string, field: string, message: string, status = 400) =>
  new MockError(key, status, { field, message });

/**
 * Rename and describe (never the default set's name), and the one-way exclusion-zone switch:
 * only in managed-service organizations, only by an Exclusion Zone Manager. A caller allowed in
 * by that role alone may change nothing else.
 */
const update = async ({ input, caller, db }: Ctx<typeof sourceSetUpdateEndpoint>) => {
  const org = findOrg(input.orgId)!;
  const principal = principalIn(caller, org)!;
  const set = findLiveSet(db, input.orgId, input.id, 'id', ErrorKey.notFound);
  const renaming = input.name !== set.name;
  if (renaming && set.isDefault) throw refuse(ErrorKey.sourceSetIsDefault, 'name', 'The default set keeps its name.');
  const name = renaming ? checkSetName(input.name, 'name') : set.name;
  if (renaming) assertSetNameFree(db, input.orgId, name, 'name', set.id);
  const description = checkDescription(input.description);
  const converting = input.exclusionZone === true && !set.exclusionZone;
  if (input.exclusionZone === false && set.exclusionZone) {
    throw refuse(ErrorKey.exclusionZoneOneWay, 'exclusionZone', 'An exclusion zone stays one.');
  }
  if (converting) {
    if (!org.accountId) {
      throw refuse(ErrorKey.exclusionZoneNotAllowed, 'exclusionZone', 'Not a managed-service organization.');
    }
    if (set.isDefault) throw refuse(ErrorKey.sourceSetIsDefault, 'exclusionZone', 'The default set stays ordinary.');
    if (!sourcePermissions.convertToExclusionZone(principal, org)) throw forbidden('Exclusion Zone Manager only.');
  }
  const changesOther = renaming || description !== set.description;
  if (changesOther && !sourcePermissions.manage(principal, org)) throw forbidden('The caller may only convert sets.');
  return updateRecord(db.sourceSets, set, { name, description, exclusionZone: set.exclusionZone || converting });
};

/**
 * Why a set cannot go, in the order a person can act on: the default set and exclusion zones
 * never; otherwise empty it, set its enrollment to None, and take it out of policies.
 */
function deleteRefusal(set: SourceSetRow, sourceCount: number, policyNames: string[]): MockError | null {
  const field = 'sourceSetId';
  if (set.isDefault) return refuse(ErrorKey.sourceSetIsDefault, field, 'The default set cannot be deleted.');
  if (set.exclusionZone) return refuse(ErrorKey.sourceSetIsExclusionZone, field, 'Exclusion zones stay.');
  if (sourceCount > 0) return refuse(ErrorKey.sourceSetHasSources, field, `The set holds ${sourceCount} sources.`);
  if (set.deviceEnrollment.method !== 'None') {
    return refuse(ErrorKey.sourceSetHasDeviceEnrollment, field, 'Set Device Enrollment to None first.');
  }
  if (policyNames.length) {
    return new MockError(ErrorKey.sourceSetUsedByPolicies, 409, {
      field,
      message: `Used by ${policyNames.join(', ')}.`,
      detail: { policies: policyNames },
    });
  }
  return null;
}

const remove = async ({ input, db, clock }: Ctx<typeof sourceSetDeleteEndpoint>) => {
  const set = findLiveSet(db, input.orgId, input.sourceSetId, 'sourceSetId', ErrorKey.notFound);
  // A policy naming the set (its pending version, or an approved one still in force) keeps it.
  const policyNames = [
    ...new Set([
      ...db.policies
        .all()
        .filter((policy) => policy.sourceSetList.includes(set.id))
        .map((policy) => policy.name),
      ...db.policyEnforcements
        .all()
        .filter((interval) => interval.until === null && interval.sourceSetIds.includes(set.id))
        .map(
          (interval) => db.policies.all().find((policy) => policy.id === interval.policyId)?.name ?? interval.policyId,
        ),
    ]),
  ];
  const refusal = deleteRefusal(set, db.sources.all().filter((source) => source.set === set.id).length, policyNames);
  if (refusal) throw refusal;
  // Kept, marked deleted: logs and the traffic model still name sets that are gone.
  return updateRecord(db.sourceSets, set, { deleted: true, dateDeleted: clock.isoNow() });
};

/** Source set changes are system events (alerts/system-events.ts). */
const changed = noting('sources', (_ctx, set) => `Source set ${set.name} was changed`, update);
const deleted = noting('sources', (_ctx, set) => `Source set ${set.name} was deleted`, remove);

export const sourceSetHandlers: HttpHandler[] = [
  defineHandler(sourceSetUpdateEndpoint, changed),
  defineHandler(sourceSetMspUpdateEndpoint, changed),
  defineHandler(sourceSetDeleteEndpoint, deleted),
  defineHandler(sourceSetMspDeleteEndpoint, deleted),
  ...sourceSetListHandlers,
];
