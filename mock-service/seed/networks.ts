import { canonicalNetwork } from '../../src/lib/cidr';
import type { ManagementNetworkRecord } from '../db/schemas';
import type { OrgSeed } from './organizations';

const PURPOSES = [
  'Headquarters management LAN',
  'Data center out-of-band management',
  'Network operations jump hosts',
  'Security operations center',
  'Regional office VPN concentrators',
  'IPv6 management range',
  'Disaster recovery site',
  'Field office administration',
];

/**
 * A few management networks per customer organization, derived from its position so the seed
 * stays deterministic. Agriculture has enough (14) for the table to page.
 */
export function managementNetworks(orgs: readonly OrgSeed[], createdAt: string): ManagementNetworkRecord[] {
  const customers = orgs.filter((org) => org.orgType !== 'Global');
  return customers.flatMap((org, index) => {
    const count = org.orgId === 'org-usda' ? 14 : 2 + (index % 4);
    return Array.from({ length: count }, (_, k) => {
      const cidr =
        k === 5
          ? `2001:db8:${(0x100 + index).toString(16)}::/48`
          : k < 5
            ? `10.${16 + index}.${k * 16}.0/20`
            : `172.${16 + (index % 16)}.${k * 8}.0/24`;
      return {
        orgId: org.orgId,
        cidr,
        network: canonicalNetwork(cidr)!,
        description:
          k < PURPOSES.length
            ? `${org.acronym} ${PURPOSES[k]}`
            : `${org.acronym} Field office ${k - PURPOSES.length + 2} management`,
        createdAt,
      };
    });
  });
}
