import type { ApiErrorItem } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import type { AlertSetFields, AlertSetWorld } from './alert-set-rules';

interface OrgEntry {
  orgId: string;
}
interface Selections {
  policies?: (OrgEntry & { policyIds: string[] })[];
  sourceSets: (OrgEntry & { sourceSetIds: string[] })[];
  sources: (OrgEntry & { ipAddresses: { sourceSetId: string; ip: string }[] })[];
}

const unknown = (field: string, message: string): ApiErrorItem => ({
  key: ErrorKey.alertSetUnknownReference,
  field,
  message,
});

/**
 * The organizations a set's per-organization entries may name: its own; for the Global
 * organization's DNS Events sets also the organizations it watches (none chosen: all of them).
 */
function allowedOrgs(orgId: string, fields: AlertSetFields, isGlobal: boolean, world: AlertSetWorld): Set<string> {
  if (!isGlobal || fields.alertType !== 'DNS Events') return new Set([orgId]);
  if (fields.organizationsForGlobal.length === 0) return new Set(world.organizations.map((o) => o.orgId));
  return new Set([orgId, ...fields.organizationsForGlobal]);
}

/** Each chosen policy, source set and source must be there, in the organization its entry names. */
function selectionErrors(alert: string, selections: Selections, allowed: Set<string>, world: AlertSetWorld) {
  const errors: ApiErrorItem[] = [];
  const entries = (list: string, items: OrgEntry[]) =>
    items.filter((entry) => {
      if (allowed.has(entry.orgId)) return true;
      errors.push(unknown(`${alert}.${list}`, `${entry.orgId} is not an organization this alert set covers.`));
      return false;
    });
  for (const entry of entries('policies', selections.policies ?? []) as NonNullable<Selections['policies']>)
    for (const id of entry.policyIds)
      // The provider's (global) policies decide every organization's traffic, so each may name them.
      if (!world.policies.some((p) => p.id === id && (p.orgId === entry.orgId || p.global)))
        errors.push(unknown(`${alert}.policies`, `Policy ${id} was not found.`));
  for (const entry of entries('sourceSets', selections.sourceSets) as Selections['sourceSets'])
    for (const id of entry.sourceSetIds)
      if (!world.sourceSets.some((s) => s.id === id && s.orgId === entry.orgId && !s.deleted))
        errors.push(unknown(`${alert}.sourceSets`, `Source set ${id} was not found.`));
  for (const entry of entries('sources', selections.sources) as Selections['sources'])
    for (const { sourceSetId, ip } of entry.ipAddresses)
      if (!world.sources.some((s) => s.orgId === entry.orgId && s.set === sourceSetId && s.sourceIP === ip))
        errors.push(unknown(`${alert}.sources`, `Source ${ip} was not found in its source set.`));
  return errors;
}

/** alertSet.unknownReference at each field whose choice is not there (or not the organization's). */
export function referenceErrors(
  orgId: string,
  fields: AlertSetFields,
  isGlobal: boolean,
  world: AlertSetWorld,
): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  for (const id of fields.distribution)
    if (!world.distributionLists.some((l) => l.id === id && l.orgId === orgId))
      errors.push(unknown('distribution', `Distribution list ${id} was not found.`));
  for (const id of fields.organizationsForGlobal)
    if (!world.organizations.some((o) => o.orgId === id))
      errors.push(unknown('organizationsForGlobal', `Organization ${id} was not found.`));
  const allowed = allowedOrgs(orgId, fields, isGlobal, world);
  if (fields.policy.enabled) errors.push(...selectionErrors('policy', fields.policy, allowed, world));
  if (fields.source.enabled) errors.push(...selectionErrors('source', fields.source, allowed, world));
  if (fields.providerPolicy.enabled)
    errors.push(...selectionErrors('providerPolicy', fields.providerPolicy, allowed, world));
  return errors;
}
