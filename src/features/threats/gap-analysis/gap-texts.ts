import type { PolicyRec } from '@/api/coverage/gap-contract';
import { formatDate } from '@/lib/format';
import { formatCount } from '@/lib/format';

/** Spec 2 §2.5 and §8's strings, and the screen's own wording where the spec is silent. */
export const EMPTY_TEXT = 'There are no policy analyses at this time.';
export const COPIED = 'Copied to clipboard.';
/** The gaps listed before View All. */
export const GAPS_SHOWN = 5;
/** Spec 2 §9: the impact table shows the top 10, 10 to a page. */
export const IMPACT_TOP = 10;
export const IMPACT_PAGE_SIZE = 10;

const DAY_MS = 86_400_000;

/** The window as people read it: its first and last day (the end is exclusive on the wire). */
export function windowText(start: string, end: string): string {
  return `${formatDate(start)} to ${formatDate(Date.parse(end) - DAY_MS)}`;
}

export const description = (start: string, end: string) =>
  `An analysis of your organization's DNS logs and policies based on the last 7 days (${windowText(start, end)}), refreshed every Sunday.`;

const VERBS = { ALLOW: 'allowed', BLOCK: 'blocked', LOGONLY: 'logged', OVERRIDE: 'overridden' } as const;

/** The Impact Summary: what the gaps amount to beside what the policy already decided. */
export function impactSummary(rec: PolicyRec): string {
  const gaps = rec.recommended_domain_and_count;
  const verb = VERBS[rec.action];
  if (!gaps.length) return `No traffic near this policy's values went un${verb} last week.`;
  const total = gaps.reduce((sum, g) => sum + g.occurences, 0);
  const names = gaps.length === 1 ? '1 name' : `${gaps.length} names`;
  return (
    `${formatCount(total)} queries to ${names} near this policy's values were not ${verb} by it ` +
    `last week, beside the ${formatCount(rec.matched_count)} queries it ${verb}.`
  );
}
