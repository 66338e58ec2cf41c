/**
 * The build variant a demo runs as, chosen at run time from the demo control panel (issue 17).
 * Pure and DOM-free: the page and the mock's worker both read it, each synchronously at module
 * load, before any other module reads `config`, so the whole product keeps treating the variant
 * as a constant. The page keeps the choice in localStorage (a display setting, nothing
 * sensitive); the mock's worker, which has no localStorage, reads it from its own name, which
 * the page gives it (mock-service/worker-client.ts). A worker per variant means a tab and its
 * worker can never disagree.
 */
export type OrgType = 'CI' | 'FCEB';

export interface Variant {
  orgType: OrgType;
  managedService: boolean;
}

/** The localStorage entry holding the demo's chosen variant. */
export const VARIANT_STORAGE_KEY = 'pdns-demo-variant';
const WORKER_NAME = 'pdns-mock';

/** `CI`, `FCEB`, `CI+msp` or `FCEB+msp`: the variant as one word (storage, worker names, files). */
export const variantKey = (variant: Variant): string => `${variant.orgType}${variant.managedService ? '+msp' : ''}`;

/** The variant a key names, or null for anything else (a hand-edited or foreign value). */
export function parseVariant(key: unknown): Variant | null {
  if (typeof key !== 'string') return null;
  const match = /^(CI|FCEB)(\+msp)?$/.exec(key);
  return match ? { orgType: match[1] as OrgType, managedService: match[2] !== undefined } : null;
}

export const sameVariant = (a: Variant, b: Variant): boolean => variantKey(a) === variantKey(b);

/** The mock worker's name for a variant: one SharedWorker (and one database) per variant. */
export const workerNameOf = (variant: Variant): string => `${WORKER_NAME}:${variantKey(variant)}`;

/** How a person reads the variant (the panel, messages about imported files). */
export function variantLabel(variant: Variant): string {
  const base = variant.orgType === 'CI' ? 'Critical infrastructure (CI)' : 'Federal civilian (FCEB)';
  return variant.managedService ? `${base}, managed service` : base;
}

interface Scope {
  name?: unknown;
  localStorage?: { getItem(key: string): string | null };
  WorkerGlobalScope?: unknown;
  document?: unknown;
}

/**
 * The variant chosen at run time, or null to keep the build's: in a worker from its name, in a
 * page from localStorage. Node (the mock server, node tests) has neither and keeps the build's.
 */
export function readVariantOverride(scope: Scope = globalThis as Scope): Variant | null {
  try {
    if (scope.WorkerGlobalScope !== undefined && scope.document === undefined) {
      const name = typeof scope.name === 'string' ? scope.name : '';
      return name.startsWith(`${WORKER_NAME}:`) ? parseVariant(name.slice(WORKER_NAME.length + 1)) : null;
    }
    return parseVariant(scope.localStorage?.getItem(VARIANT_STORAGE_KEY));
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): the build's variant.
    return null;
  }
}
