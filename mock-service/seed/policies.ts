import type { PolicyRecord } from '../db/schemas';
import type { OrgSeed } from './organizations';

/** Seeded by the policies slice (issue 12). */
export function policies(_orgs: readonly OrgSeed[], _createdAt: string): PolicyRecord[] {
  return [];
}
