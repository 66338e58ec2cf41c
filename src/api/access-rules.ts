import type { Principal } from './roles';

/**
 * The shapes of an access row, shared by the access table (src/api/access.ts) and the resources
 * that declare their own rows (src/api/resource-rules.ts). Kept apart from the table so a
 * resource's rules can be collected by it without an import cycle.
 */
export interface OrgTarget {
  orgName: string;
}

export type AccessRule =
  | { who: 'public' }
  | { who: 'session' }
  | { who: 'caller'; may: (caller: Principal) => boolean }
  | { who: 'org'; org: string; may: (inOrg: Principal, org: OrgTarget) => boolean };

export const inOrg = (org: string, may: (p: Principal, org: OrgTarget) => boolean): AccessRule => ({
  who: 'org',
  org,
  may,
});
/** Spec 3 §1's "admin-type user": the Admin base role. */
export const isAdminType = (p: Principal) => p.role === 'Admin';

export const caller = (may: (p: Principal) => boolean): AccessRule => ({ who: 'caller', may });

/**
 * What a resource tells the service's rule tables about itself, declared in its own folder
 * (`src/api/<resource>/rules.ts`): an access row per endpoint id, and each error key its calls
 * answer with the message shown before the service's error table is loaded. It imports no
 * contract, so the console's guards and messages do not pull every resource's schemas into the
 * first chunk.
 */
export interface ResourceRules {
  access: Readonly<Record<string, AccessRule>>;
  errors: Readonly<Record<string, string>>;
}
