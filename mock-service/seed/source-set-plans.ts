import { DEFAULT_SET_NAME, type DeviceEnrollment } from '../../src/api/sources/contract';
import type { OrgSeed } from './organizations';

/** What one seeded set holds: counts of each kind of source, and its enrollment. */
export interface SetPlan {
  name: string;
  description: string;
  ipv4: number;
  ipv6: number;
  sse?: readonly string[];
  exclusionZone?: boolean;
  enrollment?: DeviceEnrollment;
}

export const SOURCE_PURPOSES = [
  'Primary internet egress firewall',
  'Backup ISP circuit',
  'NAT gateway',
  'Building 2 egress',
  'Wireless controller NAT',
  'VPN concentrator',
  'Cloud egress gateway',
  'Secondary data center uplink',
  'Trusted Internet Connection egress',
  'Lab network egress',
];

export const FIELD_OFFICE_CITIES = [
  'Atlanta GA',
  'Baltimore MD',
  'Boston MA',
  'Chicago IL',
  'Dallas TX',
  'Denver CO',
  'Kansas City MO',
  'New York NY',
  'Philadelphia PA',
  'San Francisco CA',
  'Seattle WA',
  'Richmond VA',
  'Albuquerque NM',
  'Anchorage AK',
  'Birmingham AL',
  'Boise ID',
  'Charlotte NC',
  'Cheyenne WY',
  'Cleveland OH',
  'Columbus OH',
  'Des Moines IA',
  'Detroit MI',
  'El Paso TX',
  'Fargo ND',
  'Fresno CA',
  'Hartford CT',
  'Honolulu HI',
  'Houston TX',
  'Indianapolis IN',
  'Jackson MS',
  'Jacksonville FL',
  'Las Vegas NV',
  'Little Rock AR',
  'Los Angeles CA',
  'Louisville KY',
  'Memphis TN',
  'Miami FL',
  'Milwaukee WI',
  'Minneapolis MN',
  'Nashville TN',
  'New Orleans LA',
  'Oklahoma City OK',
  'Omaha NE',
  'Orlando FL',
  'Phoenix AZ',
  'Pittsburgh PA',
  'Portland OR',
  'Providence RI',
  'Raleigh NC',
  'Reno NV',
  'Sacramento CA',
  'Salt Lake City UT',
  'San Antonio TX',
  'San Diego CA',
  'San Juan PR',
  'Sioux Falls SD',
  'Spokane WA',
  'St. Louis MO',
  'Tampa FL',
  'Tucson AZ',
];

const standard = (org: OrgSeed, fieldOffices: number): SetPlan[] => [
  { name: DEFAULT_SET_NAME, description: 'Sources not assigned to another set', ipv4: 1, ipv6: 0 },
  { name: 'Headquarters', description: `${org.acronym} headquarters campus`, ipv4: 3, ipv6: 2, sse: ['netskope'] },
  ...FIELD_OFFICE_CITIES.slice((org.acronym.length * 7) % 40, ((org.acronym.length * 7) % 40) + fieldOffices).map(
    (city) => ({ name: `Field Office - ${city}`, description: `${city} field office`, ipv4: 2, ipv6: 1 }),
  ),
  { name: 'Guest Wi-Fi', description: 'Visitor wireless network', ipv4: 1, ipv6: 1 },
  {
    name: 'Roaming Laptops',
    description: 'Government-furnished laptops off the agency network',
    ipv4: 0,
    ipv6: 0,
    sse: ['zscaler'],
  },
];

/** Enrollment of each kind on some roaming sets, keyed by organization. */
const ROAMING_ENROLLMENT: Record<string, DeviceEnrollment> = {
  'org-usda': { method: 'OneTimePin', identifier: 'usda.gov' },
  'org-doe': { method: 'ServiceAuth', identifier: '4f1c2a9e7b3d.access' },
  'org-ssa': { method: 'OneTimePin', identifier: 'mobile-it@ssa.gov' },
  'org-nasa': { method: 'ServiceAuth', identifier: '9d2e61b0c4a7.access' },
  'org-crwa': { method: 'OneTimePin', identifier: 'crwa.org' },
};

/**
 * The sets an organization is seeded with. Global has only its (empty) Default set; Labor, the
 * managed-service organization, has exclusion zones; Social Security has 150 sets and 2,000
 * sources so the table pages and searches at scale.
 */
export function setPlans(org: OrgSeed): SetPlan[] {
  if (org.orgName === 'Global')
    return [{ name: DEFAULT_SET_NAME, description: 'Operator default set', ipv4: 0, ipv6: 0 }];
  if (org.orgId === 'org-ssa') return socialSecurity(org);
  const plans = standard(org, org.orgType === 'CI' ? 1 : 2 + (org.acronym.length % 3));
  const roaming = plans.find((plan) => plan.name === 'Roaming Laptops')!;
  roaming.enrollment = ROAMING_ENROLLMENT[org.orgId];
  if (org.orgId === 'org-dol') {
    plans.push(
      {
        name: 'OIG Investigations',
        description: 'Excluded from filtering for investigations',
        ipv4: 2,
        ipv6: 0,
        exclusionZone: true,
      },
      { name: 'Security Research Lab', description: 'Malware analysis lab', ipv4: 1, ipv6: 1, exclusionZone: true },
    );
  }
  return plans;
}

/** 150 sets: the standard five, a data center, and 144 field offices; 2,000 sources in all. */
function socialSecurity(org: OrgSeed): SetPlan[] {
  const plans = standard(org, 0);
  plans.splice(2, 0, { name: 'National Computer Center', description: 'Primary data center', ipv4: 8, ipv6: 4 });
  const offices = 150 - plans.length;
  // The sets' fixed sources come to 20 (1 + 5 + netskope, 12, 2, zscaler); field offices carry the rest.
  const fixed = plans.reduce((sum, plan) => sum + plan.ipv4 + plan.ipv6 + (plan.sse?.length ?? 0), 0);
  const remaining = 2000 - fixed;
  for (let k = 0; k < offices; k++) {
    const city = FIELD_OFFICE_CITIES[k % FIELD_OFFICE_CITIES.length];
    const round = Math.floor(k / FIELD_OFFICE_CITIES.length);
    const count = Math.floor(remaining / offices) + (k < remaining % offices ? 1 : 0);
    const ipv6 = Math.floor(count / 3);
    plans.push({
      name: `Field Office - ${city}${round ? ` ${round + 1}` : ''}`,
      description: `${city} field office${round ? ` ${round + 1}` : ''}`,
      ipv4: count - ipv6,
      ipv6,
    });
  }
  return plans;
}
