import { DEFAULT_SET_NAME, type DeviceEnrollment } from '../../src/api/sources/contract';
import type { SourceRecord, SourceSetRecord } from '../db/schemas';
import type { OrgSeed } from './organizations';
import type { Random } from './prng';
import { SSE_OPTIONS } from './sse-options';
import { SOURCE_PURPOSES, type SetPlan, setPlans } from './source-set-plans';

const DAY = 86_400_000;

export interface SourceSeed {
  sourceSets: SourceSetRecord[];
  sources: SourceRecord[];
}

/**
 * Public-looking address space per organization: first octets no reserved range uses, and a
 * second octet (or IPv6 hextet) unique to the organization, so no address is seeded twice.
 */
const FIRST_OCTETS = [132, 140, 152, 156, 158, 161, 164, 199, 204, 205];
const ipv4Of = (orgIndex: number, setIndex: number, host: number) =>
  `${FIRST_OCTETS[orgIndex % FIRST_OCTETS.length]}.${20 + orgIndex}.${setIndex}.${10 + host}`;
const ipv6Of = (orgIndex: number, setIndex: number, host: number) =>
  `2610:${(0x100 + orgIndex).toString(16)}:${setIndex.toString(16)}::${(host + 1).toString(16)}`;

/** The set's own resolver: a name and anycast addresses its devices send DNS to. */
function resolverOf(random: Random, orgIndex: number, setIndex: number) {
  const host = 1 + ((orgIndex * 37 + setIndex) % 250);
  return {
    dnsDomain: `${random.hex(10)}.resolver.pdns.cisa.gov`,
    dnsIPv4: [`162.208.${16 + (orgIndex % 16)}.${host}`, `162.208.${48 + (orgIndex % 16)}.${host}`],
    dnsIPv6: [`2620:11a:${(0x100 + orgIndex).toString(16)}::${host.toString(16)}`],
  };
}

function enrollmentOf(plan: SetPlan): { deviceEnrollment: DeviceEnrollment; onetimePin: string | null } {
  if (plan.enrollment?.method === 'OneTimePin')
    return { deviceEnrollment: plan.enrollment, onetimePin: plan.enrollment.identifier ?? null };
  return { deviceEnrollment: plan.enrollment ?? { method: 'None' }, onetimePin: null };
}

/**
 * Every organization's source sets and sources: a Default set each, then its plan (see
 * source-set-plans.ts). Dates fall in the two years before `now`, a source never before its set.
 */
export function sourceSeed(orgs: readonly OrgSeed[], random: Random, now: number): SourceSeed {
  const sourceSets: SourceSetRecord[] = [];
  const sources: SourceRecord[] = [];
  orgs.forEach((org, orgIndex) => {
    const managed = org.accountId !== null;
    setPlans(org).forEach((plan, setIndex) => {
      const id = `ss-${org.orgId.replace(/^org-/, '')}-${String(setIndex).padStart(3, '0')}`;
      const setCreated = now - random.int(120, 730) * DAY;
      sourceSets.push({
        id,
        orgId: org.orgId,
        name: plan.name,
        description: plan.description,
        isDefault: plan.name === DEFAULT_SET_NAME,
        exclusionZone: plan.exclusionZone ?? false,
        deleted: false,
        dateDeleted: null,
        ...resolverOf(random, orgIndex, setIndex),
        ...enrollmentOf(plan),
        dateCreated: new Date(setCreated).toISOString(),
      });
      const created = () =>
        new Date(setCreated + random.int(1, 110) * DAY + random.int(0, 86_399) * 1000).toISOString();
      for (let host = 0; host < plan.ipv4; host++) {
        sources.push(ipSource(org.orgId, id, 'Ipv4', ipv4Of(orgIndex, setIndex, host), random, created()));
      }
      for (let host = 0; host < plan.ipv6; host++) {
        sources.push(ipSource(org.orgId, id, 'Ipv6', ipv6Of(orgIndex, setIndex, host), random, created()));
      }
      // SSE is not offered to managed-service organizations (spec 1 §6).
      for (const vendor of managed ? [] : (plan.sse ?? [])) {
        const option = SSE_OPTIONS.find((o) => o.vendor === vendor)!;
        sources.push({
          orgId: org.orgId,
          id: `src-${id}-${vendor}`,
          type: 'SSE',
          sourceIP: null,
          set: id,
          description: `${option.displayName} egress for remote users`,
          vendorName: option.vendor,
          listId: option.cfListId,
          displayName: option.displayName,
          dateCreated: created(),
        });
      }
    });
  });
  return { sourceSets, sources };
}

function ipSource(
  orgId: string,
  set: string,
  type: 'Ipv4' | 'Ipv6',
  sourceIP: string,
  random: Random,
  dateCreated: string,
): SourceRecord {
  return {
    orgId,
    id: `src-${sourceIP.replace(/[.:]/g, '-')}`,
    type,
    sourceIP,
    set,
    // Some sources were added without a description; the rows say 'no description'.
    description: random.chance(0.15) ? '' : random.pick(SOURCE_PURPOSES),
    vendorName: null,
    listId: null,
    displayName: null,
    dateCreated,
  };
}
