import type { AccessKeyRecord } from '../db/schemas';
import { ACCESS_KEY_ROLES, keyMaterial, randomFor } from '../db/access-key-material';
import type { OrgSeed } from './organizations';

const DAY_MS = 86_400_000;

/**
 * Keys of every organization that holds them (account-linked, federal civilian), made the way the
 * service makes them, at ages chosen around the 60-day expiry: past it, within days of it, and
 * fresh. Ages count back from the seed's "today".
 */
const KEYS: readonly { ageDays: number; description: string; roles?: string[] }[] = [
  { ageDays: 74, description: 'Legacy SIEM log export (replaced)' },
  { ageDays: 61, description: 'Splunk DNS log ingestion' },
  { ageDays: 52, description: 'Policy sync from change management', roles: ['PolicyReader'] },
  { ageDays: 45, description: 'SOC automation runbooks' },
  { ageDays: 21, description: 'Splunk DNS log ingestion (rotated)' },
  { ageDays: 3, description: 'Threat hunting notebook', roles: ['DnsLogReader'] },
];

export function accessKeys(orgs: readonly OrgSeed[], now: number): AccessKeyRecord[] {
  const holders = orgs.filter((org) => org.orgType === 'FCEB' && org.accountId);
  return holders.flatMap((org) => {
    const records: AccessKeyRecord[] = [];
    for (const key of KEYS) {
      const created = now - key.ageDays * DAY_MS;
      const random = randomFor(
        org.orgId,
        created,
        records.map((record) => record.id),
      );
      const { secret: _secret, ...material } = keyMaterial(created, random);
      records.push({
        orgId: org.orgId,
        ...material,
        roles: key.roles ?? [...ACCESS_KEY_ROLES],
        description: key.description,
        createdBy: null,
      });
    }
    return records;
  });
}
