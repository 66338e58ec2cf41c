import type { SourceSetRecord } from '../db/schemas';
import type { LogStreamRecord } from '../db/log-records';
import { streamBucketPath } from '../log-push/destination';
import type { OrgSeed } from './organizations';

const DAY = 86_400_000;

const STREAMS = [
  ['Headquarters blocks', 'Blocked queries from headquarters networks'],
  ['Field office blocks', 'Blocked queries from field offices'],
  ['All sets', ''],
] as const;

/**
 * Streams need an account-linked organization other than Global (spec 3 §1): Labor's three, each
 * over some of its live source sets (the last over all of them).
 */
export function logStreams(orgs: readonly OrgSeed[], sets: readonly SourceSetRecord[], now: number): LogStreamRecord[] {
  return orgs
    .filter((org) => org.accountId && org.orgName !== 'Global')
    .flatMap((org) => {
      const own = sets.filter((set) => set.orgId === org.orgId && !set.deleted).map((set) => set.id);
      return STREAMS.map(([name, description], k) => {
        const id = `ls-${org.acronym.toLowerCase()}-${k + 1}00000`;
        return {
          orgId: org.orgId,
          id,
          name,
          description,
          destination: streamBucketPath(org.accountId!, name, id),
          actions: ['block' as const],
          // Alternate sets for the first two; an organization with one set gives it to each.
          sourceSets: k === 2 || own.length < 2 ? own : own.filter((_, i) => i % 2 === k),
          createdAt: new Date(now - (20 - k) * DAY).toISOString(),
        };
      });
    });
}
