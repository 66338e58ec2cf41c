import type { ApiErrorItem } from '../../src/api/contract';
import {
  type AlertType,
  DISABLED_POLICY_ALERT,
  DISABLED_PROVIDER_POLICY_ALERT,
  DISABLED_SOURCE_ALERT,
  NO_SYSTEM_ALERTS,
  type PolicyAlert,
  type ProviderPolicyAlert,
  SYSTEM_FLAGS,
  type SourceAlert,
  type SystemAlert,
} from '../../src/api/alert-sets/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { GLOBAL_ORG_NAME } from '../../src/api/roles';
import { MockError } from '../core/mock-error';
import type {
  DistributionListRecord,
  OrganizationRecord,
  PolicyRecord,
  SourceRecord,
  SourceSetRecord,
} from '../db/schemas';
import { referenceErrors } from './alert-set-references';

/** The fields of a set the rules judge and the service stores (create and update input, after parsing). */
export interface AlertSetFields {
  alertType: AlertType;
  distribution: string[];
  organizationsForGlobal: string[];
  policy: PolicyAlert;
  source: SourceAlert;
  providerPolicy: ProviderPolicyAlert;
  system: SystemAlert;
}

/** The tables the rules look things up in; the handlers pass the database, the seed test the seed. */
export interface AlertSetWorld {
  organizations: readonly OrganizationRecord[];
  distributionLists: readonly DistributionListRecord[];
  policies: readonly PolicyRecord[];
  sourceSets: readonly SourceSetRecord[];
  sources: readonly SourceRecord[];
}

const error = (key: string, field: string, message: string): ApiErrorItem => ({ key, field, message });

/**
 * Spec 1 §4: an alert turned off saves the disabled defaults, whatever the client sent with it, and
 * a set keeps only what its type uses; so what is stored never carries a hidden half-configured alert.
 */
export function normalized<T extends AlertSetFields>(fields: T, isGlobal: boolean): T {
  const dns = fields.alertType === 'DNS Events';
  return {
    ...fields,
    organizationsForGlobal: dns && isGlobal ? fields.organizationsForGlobal : [],
    policy: dns && fields.policy.enabled ? fields.policy : DISABLED_POLICY_ALERT,
    source: dns && fields.source.enabled ? fields.source : DISABLED_SOURCE_ALERT,
    providerPolicy: dns && fields.providerPolicy.enabled ? fields.providerPolicy : DISABLED_PROVIDER_POLICY_ALERT,
    system: dns ? NO_SYSTEM_ALERTS : fields.system,
  };
}

/** What the type and the organization allow, judged on what the client sent (before normalizing). */
function shapeErrors(fields: AlertSetFields, isGlobal: boolean): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  const mismatch = (field: string, message: string) =>
    errors.push(error(ErrorKey.alertSetTypeMismatch, field, message));
  if (fields.alertType === 'System Events') {
    if (fields.policy.enabled) mismatch('policy.enabled', 'A System Events set cannot alert on policy matches.');
    if (fields.source.enabled) mismatch('source.enabled', 'A System Events set cannot alert on source traffic.');
    if (fields.providerPolicy.enabled)
      mismatch('providerPolicy.enabled', 'A System Events set cannot alert on provider policies.');
  } else {
    for (const flag of SYSTEM_FLAGS)
      if (fields.system[flag]) mismatch(`system.${flag}`, 'A DNS Events set cannot follow system events.');
  }
  if (isGlobal && fields.providerPolicy.enabled && fields.alertType === 'DNS Events')
    mismatch('providerPolicy.enabled', 'The Global organization’s own policies are the provider policies.');
  if (fields.organizationsForGlobal.length > 0 && !(isGlobal && fields.alertType === 'DNS Events'))
    errors.push(
      error(
        ErrorKey.alertSetOrganizationsForGlobal,
        'organizationsForGlobal',
        'Only the Global organization’s DNS Events sets choose organizations.',
      ),
    );
  return errors;
}

/** Rules on the stored (normalized) alerts: actions when enabled, and match only in Global. */
function alertErrors(fields: AlertSetFields, isGlobal: boolean): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  if (fields.policy.enabled && fields.policy.actions.length === 0)
    errors.push(error(ErrorKey.alertSetActionsRequired, 'policy.actions', 'Field is required'));
  if (fields.source.enabled && fields.source.actions.length === 0)
    errors.push(error(ErrorKey.alertSetActionsRequired, 'source.actions', 'Field is required'));
  if (isGlobal && fields.policy.enabled && fields.policy.trigger.type === 'threshold')
    errors.push(
      error(
        ErrorKey.alertSetTriggerNotAllowed,
        'policy.trigger',
        'Only the match trigger is offered in the Global organization.',
      ),
    );
  return errors;
}

/**
 * Every rule the contract names that joins fields or looks into other tables. Returns what to store
 * (normalized), or throws one refusal carrying every error, each at its field, so a form can mark
 * them all at once.
 */
export function checkedAlertSet<T extends AlertSetFields>(orgId: string, fields: T, world: AlertSetWorld): T {
  const org = world.organizations.find((o) => o.orgId === orgId);
  const isGlobal = org?.orgName === GLOBAL_ORG_NAME;
  const shape = shapeErrors(fields, isGlobal);
  const stored = normalized(fields, isGlobal);
  const errors = [...shape, ...alertErrors(stored, isGlobal), ...referenceErrors(orgId, stored, isGlobal, world)];
  if (errors.length > 0) {
    const [first, ...also] = errors;
    throw new MockError(first!.key, 400, { field: first!.field, message: first!.message, also });
  }
  return stored;
}
