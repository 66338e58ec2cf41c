import { ENROLLMENT_PLATFORMS } from '../../src/api/sources/enrollment-contract';
import type { AuthDeviceRecord, ServiceTokenRecord, SourceSetRecord } from '../db/schemas';
import { digestOf, oneYearAfter } from '../handlers/service-tokens';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom } from './prng';

const DAY = 86_400_000;

/** Device names as agencies label their equipment: type prefix, then an asset number. */
const DEVICE_KIND: Record<(typeof ENROLLMENT_PLATFORMS)[number], string> = {
  Android: 'AND',
  iOS: 'IPH',
  macOS: 'MAC',
  Linux: 'LNX',
  Windows: 'LT',
};

export interface EnrollmentSeed {
  serviceTokens: ServiceTokenRecord[];
  authDevices: AuthDeviceRecord[];
}

/**
 * The tokens behind the seeded Service Auth sets (the set's identifier is its token's client
 * id), one of them a month from expiry and each with a revoked predecessor, and the devices
 * enrolled in every set that has an enrollment method.
 */
export function enrollmentSeed(sets: readonly SourceSetRecord[], now: number): EnrollmentSeed {
  const random = createRandom(20261124);
  // Apart, so the devices drawn from `random` stay the same. Nobody was ever shown these secrets.
  const secrets = createRandom(20261127);
  const serviceTokens: ServiceTokenRecord[] = [];
  const authDevices: AuthDeviceRecord[] = [];
  const enrolled = sets.filter((set) => !set.deleted && set.deviceEnrollment.method !== 'None');
  enrolled.forEach((set, index) => {
    const { method, identifier = '' } = set.deviceEnrollment;
    if (method === 'ServiceAuth') {
      const issued = now - (index % 2 === 0 ? 335 : 120) * DAY;
      const previous = issued - 365 * DAY;
      serviceTokens.push(
        token(
          set,
          `${set.id}-1`,
          `${random.hex(12)}.access`,
          previous,
          new Date(issued).toISOString(),
          secrets.hex(16),
        ),
        token(set, `${set.id}-2`, identifier, issued, null, secrets.hex(16)),
      );
    }
    const count = random.int(3, 8);
    const prefix = set.orgId.replace(/^org-/, '').toUpperCase();
    for (let n = 0; n < count; n++) {
      const platform = random.pick(ENROLLMENT_PLATFORMS);
      const enrolledAt = now - random.int(5, 110) * DAY - random.int(0, 86_399) * 1000;
      const person = `${random.pick(FIRST_NAMES)}.${random.pick(LAST_NAMES)}`.toLowerCase().replace(/[^a-z.]/g, '');
      authDevices.push({
        id: `dev-${set.id}-${n}`,
        orgId: set.orgId,
        sourceSetId: set.id,
        deviceName: `${prefix}-${DEVICE_KIND[platform]}-${String(random.int(100, 9999)).padStart(4, '0')}`,
        platform,
        enrolledBy:
          method === 'ServiceAuth' ? identifier : identifier.includes('@') ? identifier : `${person}@${identifier}`,
        enrolledAt: new Date(enrolledAt).toISOString(),
        lastSeenAt: new Date(now - random.int(0, 4 * 24) * 3_600_000).toISOString(),
      });
    }
  });
  return { serviceTokens, authDevices };
}

function token(
  set: SourceSetRecord,
  suffix: string,
  clientId: string,
  issuedAt: number,
  revokedAt: string | null,
  secretSalt: string,
): ServiceTokenRecord {
  return {
    id: `svctok-${suffix}`,
    orgId: set.orgId,
    sourceSetId: set.id,
    clientId,
    secretSalt,
    secretDigest: digestOf(secretSalt, `${secretSalt}-unseen`),
    createdAt: new Date(issuedAt).toISOString(),
    expiration: oneYearAfter(issuedAt),
    revokedAt,
  };
}
