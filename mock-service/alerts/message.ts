import type { AlertSet } from '../../src/api/alert-sets/contract';
import type { Range } from '../world/traffic';
import type { DnsAlertKind, DnsFinding } from './dns-evaluation';
import type { Happening } from './system-evaluation';
import { formatCount } from '../../src/lib/format';

/*
 * The alert e-mail a person reads: which set, which organization, the period, what fired with
 * its counts, and the top names and policies (DNS) or the events (system). Plain text.
 */

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
export const rangeText = (range: Range) => `${utc(range.from)} to ${utc(range.to)}`;

const HEADINGS: Record<DnsAlertKind, string> = {
  policy: 'Policy alert',
  source: 'Source alert',
  providerPolicy: 'Provider policy alert',
};

const FLAG_NAMES: Record<Happening['kind'], string> = {
  onboarding: 'Onboarding',
  accessControl: 'Access control',
  downage: 'Downage',
  globalPolicies: 'Global policies',
  orgPolicies: 'Organization policies',
  sources: 'Sources',
};

export const alertSubject = (set: Pick<AlertSet, 'name'>, orgDisplayName: string) =>
  `Alert: ${set.name} (${orgDisplayName})`;

function findingText(finding: DnsFinding, policyName: (id: string) => string): string[] {
  const lines = [
    `${HEADINGS[finding.alert]}: ${formatCount(finding.count)} matching queries, ${rangeText(finding.range)}.`,
  ];
  if (finding.previous) {
    const { count, changePercent } = finding.previous;
    const change = changePercent === null ? 'up from none' : `a change of ${Math.round(changePercent)}%`;
    lines.push(`The period before (${rangeText(finding.previous.range)}) had ${formatCount(count)}: ${change}.`);
  }
  const { domains, policies, looked } = finding.tops;
  const of = looked < finding.count ? ` (of the latest ${formatCount(looked)})` : '';
  if (domains.length) {
    lines.push(`Top domains${of}:`);
    for (const [name, n] of domains) lines.push(`  ${name}: ${formatCount(n)}`);
  }
  if (policies.length) {
    lines.push(`Top policies${of}:`);
    for (const [id, n] of policies) lines.push(`  ${policyName(id)}: ${formatCount(n)}`);
  }
  return lines;
}

export function dnsAlertBody(
  set: Pick<AlertSet, 'name'>,
  orgDisplayName: string,
  period: Range,
  findings: readonly DnsFinding[],
  policyName: (id: string) => string,
): string {
  return [
    `The alert set "${set.name}" of ${orgDisplayName} fired for ${rangeText(period)}.`,
    ...findings.flatMap((finding) => ['', ...findingText(finding, policyName)]),
    '',
    'Open DNS Logs in the console for the queries themselves.',
  ].join('\n');
}

export function systemAlertBody(
  set: Pick<AlertSet, 'name'>,
  orgDisplayName: string,
  period: Range,
  events: readonly Happening[],
  orgName: (orgId: string) => string,
): string {
  return [
    `The alert set "${set.name}" of ${orgDisplayName} fired for ${rangeText(period)}: ${formatCount(events.length)} system event${events.length === 1 ? '' : 's'}.`,
    '',
    // A downage notice is the service's own, about every organization.
    ...events.map((e) =>
      e.kind === 'downage'
        ? `${utc(e.at)}  ${FLAG_NAMES[e.kind]}: ${e.summary}`
        : `${utc(e.at)}  ${FLAG_NAMES[e.kind]} (${orgName(e.orgId)}): ${e.summary}`,
    ),
  ].join('\n');
}
