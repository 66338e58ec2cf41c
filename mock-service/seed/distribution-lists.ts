import type { DistributionListRecord } from '../db/schemas';
import type { OrgSeed } from './organizations';

/**
 * The seeded distribution lists (spec 1 §3): the operator's watch floor, and the security and network
 * teams of several agencies and critical infrastructure entities, addressed at their own domains (the
 * personas among them, so an alert in the demo reaches someone who can sign in). Some organizations,
 * the EPA among them, have none: their alert set form shows the warning of spec 1 §8.
 */
const PLANS: Record<string, { name: string; description: string; recipients: [string, string][] }[]> = {
  'org-global': [
    {
      name: 'SOC Watch Floor',
      description: 'Round-the-clock analysts of the protective DNS operations center.',
      recipients: [
        ['soc-watch', 'Shared mailbox of the watch floor'],
        ['olivia.bennett', 'Service administrator'],
        ['pdns-duty-officer', 'Duty officer on call'],
      ],
    },
    {
      name: 'Provider Operations',
      description: 'Onboarding, access and platform changes.',
      recipients: [
        ['pdns-operations', ''],
        ['priya.natarajan', 'Customer management'],
      ],
    },
  ],
  'org-usda': [
    {
      name: 'USDA Security Operations',
      description: 'The department SOC: blocked and overridden lookups.',
      recipients: [
        ['soc', 'Department SOC mailbox'],
        ['daniel.okafor', 'Agency administrator'],
        ['ruth.castellanos', 'Policy approver'],
      ],
    },
    {
      name: 'USDA Network Team',
      description: 'Resolver sources and traffic volume.',
      recipients: [
        ['network-operations', ''],
        ['noc-lead', 'Network operations lead'],
      ],
    },
    {
      name: 'USDA CISO Office',
      description: 'Weekly summaries for leadership.',
      recipients: [['ciso', 'Chief Information Security Officer']],
    },
  ],
  'org-doe': [
    {
      name: 'DOE Cyber Operations',
      description: 'Energy department incident response.',
      recipients: [
        ['cyber-operations', ''],
        ['hannah.kim', 'Reporting analyst'],
      ],
    },
    {
      name: 'DOE Lab Network Admins',
      description: 'National laboratory resolver administrators.',
      recipients: [['lab-netadmins', '']],
    },
  ],
  'org-doc': [
    {
      name: 'Commerce SOC',
      description: 'Security operations center.',
      recipients: [
        ['soc', ''],
        ['incident-response', 'After hours'],
      ],
    },
  ],
  'org-nasa': [
    {
      name: 'NASA SOC',
      description: 'Security operations center.',
      recipients: [
        ['soc', ''],
        ['grace.liu', ''],
      ],
    },
  ],
  'org-dol': [
    {
      name: 'Labor Managed Service Contacts',
      description: 'Managed-service administrators.',
      recipients: [
        ['kevin.park', 'Managed-service administrator'],
        ['it-security', ''],
      ],
    },
  ],
  'org-crwa': [
    {
      name: 'Cascade Water Control Room',
      description: 'SCADA operators and the IT security lead.',
      recipients: [
        ['control-room', 'Staffed 24x7'],
        ['teresa.alvarez', 'IT security lead'],
      ],
    },
    {
      name: 'Cascade Water IT',
      description: 'Office network and resolvers.',
      recipients: [['it-helpdesk', '']],
    },
  ],
  'org-tcec': [
    {
      name: 'Tri-County Operations',
      description: 'Cooperative operations staff.',
      recipients: [['operations', '']],
    },
  ],
};

export function distributionLists(orgs: readonly OrgSeed[], createdAt: string): DistributionListRecord[] {
  return orgs.flatMap((org) =>
    (PLANS[org.orgId] ?? []).map((plan, k) => ({
      orgId: org.orgId,
      id: `dl-${org.orgId.replace(/^org-/, '')}-${k + 1}`,
      name: plan.name,
      description: plan.description,
      recipients: plan.recipients.map(([local, comment]) => ({ email: `${local}@${org.domain}`, comment })),
      createdAt,
    })),
  );
}
