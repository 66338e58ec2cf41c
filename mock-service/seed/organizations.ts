import type { OrganizationRecord, PotentialOrganizationRecord } from '../db/schemas';

/** An organization as seeded, with what the user generator needs to staff it. */
export interface OrgSeed extends OrganizationRecord {
  /** E-mail domain of its staff. */
  domain: string;
  /** Telephone area codes its staff use. */
  areaCodes: readonly string[];
  /** Generated users, on top of any personas. */
  staff: number;
}

const org = (
  orgId: string,
  orgName: string,
  displayName: string,
  acronym: string,
  orgType: OrganizationRecord['orgType'],
  domain: string,
  areaCodes: readonly string[],
  staff: number,
  extra: Partial<OrganizationRecord> = {},
): OrgSeed => ({
  orgId,
  orgName,
  displayName,
  acronym,
  orgType,
  domain,
  areaCodes,
  staff,
  accountId: null,
  status: 'Active',
  bypassPolicyPeerApproval: false,
  ...extra,
});

/** The operator's two organizations, twelve-plus federal civilian agencies and six CI entities. */
export const ORGANIZATIONS: readonly OrgSeed[] = [
  org('org-global', 'Global', 'Global', 'CISA', 'Global', 'cisa.dhs.gov', ['202', '703', '571'], 22),
  org('org-headquarters', 'Headquarters', 'CISA Headquarters', 'HQ', 'Global', 'hq.cisa.dhs.gov', ['202', '571'], 9),
  org('org-usda', 'Department of Agriculture', 'Agriculture', 'USDA', 'FCEB', 'usda.gov', ['202', '301', '816'], 36),
  org('org-doc', 'Department of Commerce', 'Commerce', 'DOC', 'FCEB', 'doc.gov', ['202', '301'], 28),
  org('org-doe', 'Department of Energy', 'Energy', 'DOE', 'FCEB', 'energy.gov', ['202', '301', '865'], 32),
  org('org-doi', 'Department of the Interior', 'Interior', 'DOI', 'FCEB', 'doi.gov', ['202', '303', '703'], 24),
  org('org-epa', 'Environmental Protection Agency', 'EPA', 'EPA', 'FCEB', 'epa.gov', ['202', '919'], 19),
  org('org-gsa', 'General Services Administration', 'GSA', 'GSA', 'FCEB', 'gsa.gov', ['202', '816'], 21),
  org(
    'org-nasa',
    'National Aeronautics and Space Administration',
    'NASA',
    'NASA',
    'FCEB',
    'nasa.gov',
    ['202', '281', '321'],
    30,
  ),
  // The large agency: 10,000 users, so paging, search and sort are exercised at scale.
  org(
    'org-ssa',
    'Social Security Administration',
    'Social Security',
    'SSA',
    'FCEB',
    'ssa.gov',
    ['410', '202', '212', '312'],
    10_000,
  ),
  org('org-ed', 'Department of Education', 'Education', 'ED', 'FCEB', 'ed.gov', ['202'], 14),
  org('org-sba', 'Small Business Administration', 'SBA', 'SBA', 'FCEB', 'sba.gov', ['202', '303'], 11),
  org('org-opm', 'Office of Personnel Management', 'OPM', 'OPM', 'FCEB', 'opm.gov', ['202', '724'], 12),
  org('org-nrc', 'Nuclear Regulatory Commission', 'NRC', 'NRC', 'FCEB', 'nrc.gov', ['301'], 9),
  org('org-sss', 'Selective Service System', 'Selective Service', 'SSS', 'FCEB', 'sss.gov', ['703'], 5, {
    status: 'Suspended',
  }),
  // Onboarded through the managed-service offering: account-linked, and allowed to self-approve policies.
  org('org-dol', 'Department of Labor', 'Labor', 'DOL', 'FCEB', 'dol.gov', ['202'], 16, {
    accountId: '418295730164',
    bypassPolicyPeerApproval: true,
  }),
  org('org-crwa', 'Cascade Regional Water Authority', 'Cascade Water', 'CRWA', 'CI', 'crwa.org', ['503', '360'], 8),
  org('org-tcec', 'Tri-County Electric Cooperative', 'Tri-County Electric', 'TCEC', 'CI', 'tcec.coop', ['580'], 6),
  org(
    'org-mvhs',
    'Mercy Valley Health System',
    'Mercy Valley Health',
    'MVHS',
    'CI',
    'mercyvalleyhealth.org',
    ['559'],
    12,
  ),
  org('org-pobv', 'Port of Bayview Authority', 'Port of Bayview', 'POBV', 'CI', 'portofbayview.org', ['409'], 7),
  org(
    'org-hc911',
    'Harlan County Emergency Communications District',
    'Harlan County 911',
    'HC911',
    'CI',
    'harlan911.org',
    ['606'],
    5,
  ),
  org('org-psrt', 'Prairie State Regional Transit', 'Prairie Transit', 'PSRT', 'CI', 'psrt.org', ['217'], 6),
];

/** Organizations eligible for onboarding but not yet onboarded. */
export const POTENTIAL_ORGANIZATIONS: readonly PotentialOrganizationRecord[] = [
  { id: 'potential-va', name: 'Department of Veterans Affairs', acronym: 'VA', orgType: 'FCEB' },
  { id: 'potential-dot', name: 'Department of Transportation', acronym: 'DOT', orgType: 'FCEB' },
  { id: 'potential-hud', name: 'Department of Housing and Urban Development', acronym: 'HUD', orgType: 'FCEB' },
  { id: 'potential-nsf', name: 'National Science Foundation', acronym: 'NSF', orgType: 'FCEB' },
  { id: 'potential-fcc', name: 'Federal Communications Commission', acronym: 'FCC', orgType: 'FCEB' },
  { id: 'potential-pc', name: 'Peace Corps', acronym: 'PC', orgType: 'FCEB' },
  { id: 'potential-rmu', name: 'Riverside Municipal Utilities', acronym: 'RMU', orgType: 'CI' },
  { id: 'potential-gsraa', name: 'Granite State Regional Airport Authority', acronym: 'GSRAA', orgType: 'CI' },
];
