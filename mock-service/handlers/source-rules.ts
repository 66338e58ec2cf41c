import { ErrorKey } from '../../src/api/error-keys';
import type { Source } from '../../src/api/sources/contract';
import { canonicalAddress, reservedAddressUse } from '../../src/lib/ip-address';
import { DESCRIPTION_MAX, NAME_MAX } from '../../src/lib/validators';
import { MockError } from '../core/mock-error';
import type { Database, SourceRow, SourceSetRow } from '../db/database';
import type { SourceRecord } from '../db/schemas';

/*
 * The rules every source and source-set write shares: each refusal is a keyed error at the
 * request field it concerns (spec 1 §8), checked before anything is written.
 */

const refuse = (key: string, field: string, message: string, status = 400) =>
  new MockError(key, status, { field, message });

/** The address in its one spelling, once it is a single, routable address no organization holds. */
export function checkNewAddress(db: Database, text: string, type: 'Ipv4' | 'Ipv6'): string {
  const version = type === 'Ipv4' ? 4 : 6;
  const address = canonicalAddress(text, version);
  if (!address) {
    throw refuse(
      ErrorKey.sourceIpFormat,
      'sourceIP',
      `"${text}" is not a single ${type === 'Ipv4' ? 'IPv4' : 'IPv6'} address.`,
    );
  }
  const reserved = reservedAddressUse(address, version);
  if (reserved) throw refuse(ErrorKey.sourceIpReserved, 'sourceIP', `${address} is a ${reserved} address.`);
  // Any organization's: an address is one network's, so two organizations cannot both claim it.
  if (db.sources.all().some((source) => source.sourceIP === address)) {
    throw refuse(ErrorKey.sourceIpTaken, 'sourceIP', `${address} is already an authorized source.`, 409);
  }
  return address;
}

/** The address as stored, whichever version it is written in; null when it is neither. */
export const storedAddress = (text: string): string | null => canonicalAddress(text, 4) ?? canonicalAddress(text, 6);

export function checkDescription(text: string, field = 'description'): string {
  if (text.length > DESCRIPTION_MAX) {
    throw refuse(ErrorKey.sourceDescriptionLength, field, `At most ${DESCRIPTION_MAX} characters.`);
  }
  if (/[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) {
    throw refuse(ErrorKey.sourceDescriptionFormat, field, 'No < or > or control characters.');
  }
  return text;
}

/** The conventional-name rule (src/lib/validators.ts), answered with the set's own keys. */
export function checkSetName(name: string, field: string): string {
  if (name.length === 0 || name.length > NAME_MAX) {
    throw refuse(ErrorKey.sourceSetNameLength, field, `A set name has 1 to ${NAME_MAX} characters.`);
  }
  if (!/^[A-Za-z0-9 ._-]+$/.test(name) || name.trim() !== name) {
    throw refuse(ErrorKey.sourceSetNameFormat, field, 'Letters, numbers, spaces, hyphens, underscores and periods.');
  }
  return name;
}

export const liveSets = (db: Database, orgId: string): SourceSetRow[] =>
  db.sourceSets.all().filter((set) => set.orgId === orgId && !set.deleted);

export function findLiveSet(db: Database, orgId: string, id: string, field: string, key: string): SourceSetRow {
  const set = liveSets(db, orgId).find((candidate) => candidate.id === id);
  if (!set) throw refuse(key, field, 'The source set was not found.', 404);
  return set;
}

export function assertSetNameFree(db: Database, orgId: string, name: string, field: string, except?: string) {
  const lower = name.toLowerCase();
  if (liveSets(db, orgId).some((set) => set.id !== except && set.name.toLowerCase() === lower)) {
    throw refuse(ErrorKey.sourceSetNameTaken, field, `A source set named ${name} already exists.`, 409);
  }
}

/**
 * The set a source goes into: an existing one by id, or a new one by name (checked here, written
 * by `createSet` only once every other check has passed).
 */
export type SetChoice = { existing: SourceSetRow } | { newName: string };

export function chooseSet(db: Database, orgId: string, set: string, newSourceSet: boolean): SetChoice {
  if (!newSourceSet) return { existing: findLiveSet(db, orgId, set, 'set', ErrorKey.sourceSetNotFound) };
  const name = checkSetName(set, 'set');
  assertSetNameFree(db, orgId, name, 'set');
  return { newName: name };
}

/** A new set gets its own resolver name and the organization's resolver addresses. */
export async function createSet(
  db: Database,
  orgId: string,
  name: string,
  now: string,
  id = `ss-${crypto.randomUUID()}`,
): Promise<SourceSetRow> {
  const model = liveSets(db, orgId).find((set) => set.isDefault);
  const label = crypto.randomUUID().replace(/-/g, '').slice(0, 10);
  return db.sourceSets.create({
    id,
    orgId,
    name,
    description: '',
    isDefault: false,
    exclusionZone: false,
    deleted: false,
    dateDeleted: null,
    dnsDomain: `${label}.resolver.pdns.cisa.gov`,
    dnsIPv4: model ? [...model.dnsIPv4] : [],
    dnsIPv6: model ? [...model.dnsIPv6] : [],
    onetimePin: null,
    deviceEnrollment: { method: 'None' },
    dateCreated: now,
  });
}

export const setOf = async (db: Database, orgId: string, choice: SetChoice, now: string) =>
  'existing' in choice ? choice.existing : createSet(db, orgId, choice.newName, now);

/** A source as sent: its set's current name joined in. */
export function sourceReply(db: Database, source: SourceRecord | SourceRow): Source {
  const set = db.sourceSets.all().find((candidate) => candidate.id === source.set);
  return { ...source, setName: set?.name ?? '' };
}
