import { SERVICE_ROLES } from '../../src/api/roles';
import type { UserRecord } from '../db/schemas';

/** A sign-in persona: a seeded user offered on the demo's sign-in screen. */
export interface PersonaSeed {
  email: string;
  firstName: string;
  lastName: string;
  orgId: string;
  role: UserRecord['role'];
  roles: string[];
  description: string;
  /** One line on the sign-in screen: what this persona can do. */
  summary: string;
  /** False for the persona who has never accepted the Rules of Behavior. */
  signedRules: boolean;
  /** User records in further organizations (the multi-agency persona). */
  alsoIn?: { orgId: string; role: UserRecord['role']; roles: string[] }[];
}

const TENANT_ADMIN_ROLES = ['userManager', 'configurationManager', 'policyManager', 'reportingManager', 'apiManager'];

export const PERSONAS: readonly PersonaSeed[] = [
  {
    email: 'olivia.bennett@cisa.dhs.gov',
    firstName: 'Olivia',
    lastName: 'Bennett',
    orgId: 'org-global',
    role: 'Admin',
    roles: [...SERVICE_ROLES],
    description: 'Protective DNS Service Administrator',
    signedRules: true,
    summary: 'Runs the whole service: every organization, user, global policy, report and setting.',
  },
  {
    email: 'marcus.reed@cisa.dhs.gov',
    firstName: 'Marcus',
    lastName: 'Reed',
    orgId: 'org-global',
    role: 'User',
    roles: ['globalUserManager'],
    description: 'Identity and Access Lead',
    signedRules: true,
    summary: 'Manages the users of every organization and filters users across organizations.',
  },
  {
    email: 'priya.natarajan@cisa.dhs.gov',
    firstName: 'Priya',
    lastName: 'Natarajan',
    orgId: 'org-global',
    role: 'User',
    roles: ['customerManager'],
    description: 'Customer Onboarding Specialist',
    signedRules: true,
    summary: 'Onboards organizations, decides access requests and administers customer users.',
  },
  {
    email: 'daniel.okafor@usda.gov',
    firstName: 'Daniel',
    lastName: 'Okafor',
    orgId: 'org-usda',
    role: 'Admin',
    roles: TENANT_ADMIN_ROLES,
    description: 'Agency DNS Program Lead',
    signedRules: true,
    summary: 'Administers the Department of Agriculture: users, sources, policies, reports and API keys.',
  },
  {
    email: 'hannah.kim@energy.gov',
    firstName: 'Hannah',
    lastName: 'Kim',
    orgId: 'org-doe',
    role: 'User',
    roles: ['reportingViewer'],
    description: 'SOC Analyst',
    signedRules: true,
    summary: 'Read only: views the dashboard, DNS logs and reports of the Department of Energy.',
  },
  {
    email: 'james.whitfield@gsa.gov',
    firstName: 'James',
    lastName: 'Whitfield',
    orgId: 'org-gsa',
    role: 'User',
    roles: ['multiAgencyUser', 'policyManager', 'reportingViewer'],
    signedRules: true,
    description: 'Shared Services Security Engineer',
    summary: 'Works for GSA, EPA and NASA and switches between them with the organization dropdown.',
    alsoIn: [
      { orgId: 'org-epa', role: 'User', roles: ['multiAgencyUser', 'reportingViewer'] },
      { orgId: 'org-nasa', role: 'User', roles: ['multiAgencyUser', 'policyManager'] },
    ],
  },
  {
    email: 'teresa.alvarez@crwa.org',
    firstName: 'Teresa',
    lastName: 'Alvarez',
    orgId: 'org-crwa',
    role: 'Admin',
    roles: ['userManager', 'configurationManager', 'policyManager', 'reportingManager'],
    description: 'IT and OT Security Manager',
    signedRules: true,
    summary: 'Administers a critical infrastructure water utility: users, sources, policies and reports.',
  },
  {
    email: 'kevin.park@dol.gov',
    firstName: 'Kevin',
    lastName: 'Park',
    orgId: 'org-dol',
    role: 'Admin',
    roles: TENANT_ADMIN_ROLES,
    description: 'Managed Service Administrator',
    signedRules: true,
    summary: 'Administers a managed-service (account-linked) organization, including self-approval of policies.',
  },
  {
    email: 'sam.rivera@epa.gov',
    firstName: 'Sam',
    lastName: 'Rivera',
    orgId: 'org-epa',
    role: '',
    roles: [],
    description: 'Contractor, awaiting role assignment',
    signedRules: true,
    summary: 'Has no roles yet: sees the dashboard and the profile only.',
  },
  {
    email: 'grace.liu@nasa.gov',
    firstName: 'Grace',
    lastName: 'Liu',
    orgId: 'org-nasa',
    role: 'User',
    roles: ['policyManager', 'reportingViewer'],
    description: 'Network Defense Analyst',
    signedRules: false,
    summary: 'Has never accepted the Rules of Behavior, so the Rules of Behavior dialog opens after sign-in.',
  },
  {
    email: 'ruth.castellanos@usda.gov',
    firstName: 'Ruth',
    lastName: 'Castellanos',
    orgId: 'org-usda',
    role: 'User',
    roles: ['policyManager', 'reportingViewer'],
    description: 'Policy Review Officer',
    signedRules: true,
    summary: "Approves the Department of Agriculture's policies: the second person of two-person approval.",
  },
];
