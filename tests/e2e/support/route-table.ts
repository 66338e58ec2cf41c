import { readFileSync } from 'node:fs';
import { repoRoot } from './env';
import type { PersonaKey } from './session';

/**
 * Every route of the console and how the accessibility walk opens it: as whom, at which address
 * (parameters filled in) and where it lands. `routeTreePaths()` reads src/routeTree.gen.ts, and
 * a test fails while a route there has no row here, so a new route cannot be skipped silently.
 *
 * When a screen replaces its placeholder and needs real parameters (a user id, a list id), put
 * them in `open`. The demo build is the critical-infrastructure (CI) variant: tabs that variant
 * hides or disables open the area's first tab instead (`landsOn`).
 */
export interface RouteVisit {
  /** The route's full path as routeTree.gen.ts spells it. */
  route: string;
  as: PersonaKey;
  /** The address to open; defaults to the route. */
  open?: string;
  /** The path it settles on when it redirects; such a visit checks the landing only. */
  landsOn?: string;
  /** The accessible name of a list the screen shows once its data is there (checked before axe runs). */
  shows?: string;
  why?: string;
}

const ADMIN: PersonaKey = 'globalAdmin';
const TENANT: PersonaKey = 'agencyAdmin';
const MSP: PersonaKey = 'mspAdmin';

export const ROUTES: RouteVisit[] = [
  { route: '/', as: ADMIN, landsOn: '/dashboard' },
  { route: '/dashboard', as: ADMIN, shows: 'Record Type Breakdown legend' },
  { route: '/access-requests', as: ADMIN },
  { route: '/profile', as: TENANT },
  { route: '/not-authorized', as: ADMIN, open: '/not-authorized?from=%2Fsomewhere' },
  { route: '/global-policy-dispute', as: TENANT, why: 'hidden from global users' },

  { route: '/logs', as: ADMIN, landsOn: '/logs/viewer' },
  { route: '/logs/', as: ADMIN, landsOn: '/logs/viewer' },
  { route: '/logs/$', as: ADMIN, open: '/logs/no-such-tab', landsOn: '/logs/viewer' },
  { route: '/logs/viewer', as: ADMIN },
  { route: '/logs/audit', as: ADMIN },
  { route: '/logs/sinkhole-logs', as: ADMIN, why: 'global organization only' },
  { route: '/logs/scheduled-extracts/', as: TENANT },
  // The editor starts from a draft (DNS Logs' Schedule Extract, or View Schedule): without one it redirects.
  { route: '/logs/scheduled-extracts/create', as: TENANT, landsOn: '/logs/viewer', why: 'needs a draft' },
  { route: '/logs/scheduled-extracts/edit', as: TENANT, landsOn: '/logs/scheduled-extracts', why: 'needs a draft' },
  {
    route: '/logs/scheduled-extracts/history',
    as: TENANT,
    open: '/logs/scheduled-extracts/history?queryId=xq-usda-1&name=Daily%20Blocked%20Requests&description=Every%20blocked%20query&cadence=Daily&runTime=06%3A00%20AM&createdBy=daniel.okafor%40usda.gov',
  },
  { route: '/logs/log-push/', as: MSP, why: 'account-linked organizations only' },
  { route: '/logs/log-push/form', as: MSP, open: '/logs/log-push/form?id=lp-dol-2', why: 'a job in view mode' },
  { route: '/logs/dns-streams/', as: MSP, why: 'account-linked organizations only' },
  {
    route: '/logs/dns-streams/form',
    as: MSP,
    open: '/logs/dns-streams/form?id=ls-dol-100000',
    why: 'a stream in view mode',
  },

  { route: '/policy-editor', as: ADMIN },
  { route: '/policy-editor/', as: ADMIN },
  { route: '/policy-editor/create', as: ADMIN },
  { route: '/policy-editor/edit/$id', as: ADMIN, open: '/policy-editor/edit/policy-gc-scam' },
  { route: '/policy-editor/view/$id', as: ADMIN, open: '/policy-editor/view/policy-gp-ransomware' },

  { route: '/threats', as: ADMIN, landsOn: '/threats/dns-logs-analysis' },
  { route: '/threats/', as: ADMIN, landsOn: '/threats/dns-logs-analysis' },
  { route: '/threats/$', as: ADMIN, open: '/threats/no-such-tab', landsOn: '/threats/dns-logs-analysis' },
  { route: '/threats/dns-logs-analysis', as: ADMIN },
  { route: '/threats/enriched-threat-intel', as: ADMIN },
  {
    route: '/threats/policy-coverage',
    as: ADMIN,
    landsOn: '/threats/dns-logs-analysis',
    why: 'disabled in the CI build',
  },
  {
    route: '/threats/policy-gap-analysis',
    as: TENANT,
    landsOn: '/threats/dns-logs-analysis',
    why: 'hidden in the CI build',
  },
  {
    route: '/threats/policy-tester',
    as: TENANT,
    open: '/threats/policy-tester?indicator=cryptomining.testcategory.com&sourceSetId=ss-usda-001',
    why: 'a real query: the decision, the deciding policy and the ones that lost',
  },

  { route: '/organizations', as: ADMIN, landsOn: '/organizations/users' },
  { route: '/organizations/', as: ADMIN, landsOn: '/organizations/users' },
  { route: '/organizations/$', as: ADMIN, open: '/organizations/no-such-tab', landsOn: '/organizations/users' },
  { route: '/organizations/users', as: ADMIN },
  { route: '/organizations/sources', as: ADMIN, why: 'All Sources for the global organization' },
  { route: '/organizations/dist', as: ADMIN },
  { route: '/organizations/alert-set', as: ADMIN },
  { route: '/organizations/organization-information', as: TENANT, why: 'non-global organizations only' },
  { route: '/organizations/APIManagement', as: TENANT, landsOn: '/organizations/users', why: 'FCEB builds only' },
  {
    route: '/organizations/alert-set/form',
    as: TENANT,
    open: '/organizations/alert-set/form?orgId=org-usda&alertSetId=as-usda-1&alertType=DNS%20Events',
    why: "a seeded set, as its organization's configuration manager",
  },
  {
    route: '/organizations/dist/form',
    as: TENANT,
    open: '/organizations/dist/form?orgId=org-usda&listId=dl-usda-1',
    why: "a seeded list, as its organization's configuration manager",
  },
  { route: '/organizations/onboard/', as: ADMIN },
  { route: '/organizations/onboard/contact', as: ADMIN },
  { route: '/organizations/user/create', as: ADMIN, open: '/organizations/user/create?orgId=org-usda' },
  {
    route: '/organizations/user/edit',
    as: ADMIN,
    open: '/organizations/user/edit?orgId=org-usda&email=daniel.okafor%40usda.gov',
  },
  {
    route: '/organizations/user/view',
    as: ADMIN,
    open: '/organizations/user/view?orgId=org-global&email=marcus.reed%40cisa.dhs.gov',
  },
  // The tenant's own views of shared tabs: Authorized Sources and My Organization.
  { route: '/organizations/sources', as: TENANT, why: 'Authorized Sources for a tenant' },
  { route: '/organizations/users', as: TENANT, why: 'My Organization' },
  // scaffold: routes
];

/** Every full path src/routeTree.gen.ts declares. */
export function routeTreePaths(): string[] {
  const source = readFileSync(`${repoRoot}src/routeTree.gen.ts`, 'utf8');
  return [...new Set([...source.matchAll(/^\s+fullPath: '([^']+)'$/gm)].map((m) => m[1]))].sort();
}

/** A pathname without its trailing slash: '/logs/log-push/' and '/logs/log-push' are one page. */
export const pathnameOf = (address: string) => new URL(address, 'http://x').pathname.replace(/(.)\/$/, '$1');
