// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  sourceCreateEndpoint,
  sourceDeleteEndpoint,
  sourceMspCreateEndpoint,
  sourceUpdateEndpoint,
  sseListEndpoint,
  sseSourceCreateEndpoint,
  sseSourceUpdateEndpoint,
} from '../../src/api/sources/contract';
import { db } from '../db/database';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const setNamed = (orgId: string, name: string) =>
  db.sourceSets.all().find((set) => set.orgId === orgId && set.name === name && !set.deleted)!;
const counts = () => [db.sources.all().length, db.sourceSets.all().length];
const usda = (fields: Partial<Parameters<typeof callApi<typeof sourceCreateEndpoint>>[1]>) => ({
  orgId: 'org-usda',
  type: 'Ipv4' as const,
  sourceIP: '44.12.7.9',
  set: setNamed('org-usda', 'Headquarters').id,
  description: 'Annex egress',
  ...fields,
});
/** A refused call answers the key at the field and writes nothing. */
async function expectRefused(call: Promise<unknown>, key: string, field?: string) {
  const before = counts();
  const error = await failure(call);
  expect(error?.find(key), `${key} expected, got ${error?.errors.map((e) => e.key).join(', ')}`).toBeDefined();
  if (field) expect(error?.find(key)?.field).toBe(field);
  expect(counts()).toEqual(before);
}

describe('source create', () => {
  it('adds an address to a new set, creating the set, dated now', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(sourceCreateEndpoint, usda({ set: 'Branch Lab', newSourceSet: true }));
    const set = setNamed('org-usda', 'Branch Lab');
    expect(created).toMatchObject({ sourceIP: '44.12.7.9', type: 'Ipv4', set: set.id, setName: 'Branch Lab' });
    expect(set).toMatchObject({ isDefault: false, exclusionZone: false, deviceEnrollment: { method: 'None' } });
    expect(Date.parse(created.dateCreated)).toBeGreaterThan(Date.parse('2026-01-01'));
  });

  it('stores IPv6 in one spelling, so another spelling of it is taken', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(sourceCreateEndpoint, usda({ type: 'Ipv6', sourceIP: '2600:1F18:0:0::0AB' }));
    expect(created.sourceIP).toBe('2600:1f18::ab');
    await expectRefused(
      callApi(sourceCreateEndpoint, usda({ type: 'Ipv6', sourceIP: '2600:1f18::0:ab' })),
      ErrorKey.sourceIpTaken,
      'sourceIP',
    );
  });

  it.each([
    ['44.12.7.0/24', 'Ipv4'],
    ['44.12.7', 'Ipv4'],
    ['2600:1f18::1', 'Ipv4'],
    ['44.12.7.9', 'Ipv6'],
    ['2600:1f18::/48', 'Ipv6'],
  ] as const)('refuses %s as %s: one address of that type, never a block', async (sourceIP, type) => {
    actAs(PERSONA.tenantAdmin);
    await expectRefused(callApi(sourceCreateEndpoint, usda({ sourceIP, type })), ErrorKey.sourceIpFormat, 'sourceIP');
  });

  it.each([
    ['127.0.0.1', 'Ipv4'],
    ['10.20.30.40', 'Ipv4'],
    ['192.168.1.1', 'Ipv4'],
    ['100.64.0.1', 'Ipv4'],
    ['169.254.1.1', 'Ipv4'],
    ['192.0.2.10', 'Ipv4'],
    ['224.0.0.251', 'Ipv4'],
    ['255.255.255.255', 'Ipv4'],
    ['0.0.0.0', 'Ipv4'],
    ['::1', 'Ipv6'],
    ['::', 'Ipv6'],
    ['fe80::1', 'Ipv6'],
    ['fd00::1', 'Ipv6'],
    ['ff02::1', 'Ipv6'],
    ['2001:db8::1', 'Ipv6'],
  ] as const)('refuses the reserved address %s', async (sourceIP, type) => {
    actAs(PERSONA.tenantAdmin);
    await expectRefused(callApi(sourceCreateEndpoint, usda({ sourceIP, type })), ErrorKey.sourceIpReserved, 'sourceIP');
  });

  it('refuses an address another organization holds, and creates no set on the way', async () => {
    actAs(PERSONA.tenantAdmin);
    const energys = db.sources.all().find((s) => s.orgId === 'org-doe' && s.type === 'Ipv4')!;
    await expectRefused(
      callApi(sourceCreateEndpoint, usda({ sourceIP: energys.sourceIP!, set: 'Never Made', newSourceSet: true })),
      ErrorKey.sourceIpTaken,
      'sourceIP',
    );
  });

  it('answers the set and description rules at their fields', async () => {
    actAs(PERSONA.tenantAdmin);
    const create = (fields: object) => callApi(sourceCreateEndpoint, usda(fields));
    await expectRefused(create({ set: 'Bad <name>', newSourceSet: true }), ErrorKey.sourceSetNameFormat, 'set');
    await expectRefused(create({ set: 'x'.repeat(65), newSourceSet: true }), ErrorKey.sourceSetNameLength, 'set');
    await expectRefused(create({ set: 'guest wi-fi', newSourceSet: true }), ErrorKey.sourceSetNameTaken, 'set');
    await expectRefused(create({ set: 'ss-missing' }), ErrorKey.sourceSetNotFound, 'set');
    await expectRefused(create({ set: setNamed('org-doe', 'Headquarters').id }), ErrorKey.sourceSetNotFound, 'set');
    await expectRefused(create({ description: 'd'.repeat(257) }), ErrorKey.sourceDescriptionLength, 'description');
  });

  it('is refused to a read-only user and in the Global organization, and the msp path follows the same rules', async () => {
    actAs(PERSONA.tenantReadOnly);
    const doeSet = setNamed('org-doe', 'Headquarters').id;
    await expectRefused(callApi(sourceCreateEndpoint, usda({ orgId: 'org-doe', set: doeSet })), ErrorKey.forbidden);
    actAs(PERSONA.globalAdmin);
    const globalSet = setNamed('org-global', 'Default').id;
    await expectRefused(
      callApi(sourceCreateEndpoint, usda({ orgId: 'org-global', set: globalSet })),
      ErrorKey.forbidden,
    );
    actAs(PERSONA.mspAdmin);
    const dolSet = setNamed('org-dol', 'Headquarters').id;
    const created = await callApi(sourceMspCreateEndpoint, usda({ orgId: 'org-dol', set: dolSet }));
    expect(created.setName).toBe('Headquarters');
  });
});

describe('source update and delete', () => {
  it('moves a source to another set and changes its description; the address stays', async () => {
    actAs(PERSONA.tenantAdmin);
    const source = db.sources.all().find((s) => s.orgId === 'org-usda' && s.type === 'Ipv4')!;
    const guest = setNamed('org-usda', 'Guest Wi-Fi');
    const moved = await callApi(sourceUpdateEndpoint, {
      orgId: 'org-usda',
      sourceIP: source.sourceIP!,
      set: guest.id,
      description: 'Moved',
    });
    expect(moved).toMatchObject({ sourceIP: source.sourceIP, set: guest.id, description: 'Moved', type: 'Ipv4' });
    expect(db.sources.all().find((s) => s.id === source.id)?.set).toBe(guest.id);
  });

  it("deletes an IP source by address and an SSE source by set and vendor; another organization's is not found", async () => {
    actAs(PERSONA.tenantAdmin);
    const ip = db.sources.all().find((s) => s.orgId === 'org-usda' && s.type === 'Ipv4')!;
    await callApi(sourceDeleteEndpoint, { orgId: 'org-usda', sourceIp: ip.sourceIP! });
    expect(db.sources.all().some((s) => s.id === ip.id)).toBe(false);
    const roaming = setNamed('org-usda', 'Roaming Laptops');
    await callApi(sourceDeleteEndpoint, { orgId: 'org-usda', set: roaming.id, vendorName: 'zscaler' });
    expect(db.sources.all().some((s) => s.set === roaming.id)).toBe(false);
    const energys = db.sources.all().find((s) => s.orgId === 'org-doe' && s.type === 'Ipv4')!;
    await expectRefused(
      callApi(sourceDeleteEndpoint, { orgId: 'org-usda', sourceIp: energys.sourceIP! }),
      ErrorKey.notFound,
      'sourceIp',
    );
  });
});

describe('SSE sources', () => {
  const zscaler = {
    sourceType: 'SSE' as const,
    listId: 'cf-list-zscaler-zia',
    id: 'sse-zscaler',
    vendorName: 'zscaler',
  };

  it('lists the providers the service onboards, without iboss', async () => {
    actAs(PERSONA.tenantAdmin);
    const { SSEOptions } = await callApi(sseListEndpoint, {});
    expect(SSEOptions.map((o) => o.vendor)).toEqual(['zscaler', 'netskope', 'prismaaccess', 'cisco']);
  });

  it('adds a provider once per set, never iboss, never an unknown one, never for a managed-service organization', async () => {
    actAs(PERSONA.tenantAdmin);
    const guest = setNamed('org-usda', 'Guest Wi-Fi').id;
    const sse = (fields: object) =>
      callApi(sseSourceCreateEndpoint, { ...zscaler, orgId: 'org-usda', set: guest, ...fields });
    const created = await sse({});
    expect(created).toMatchObject({ type: 'SSE', sourceIP: null, displayName: 'Zscaler Internet Access' });
    await expectRefused(sse({}), ErrorKey.sseTaken, 'vendorName');
    await expectRefused(sse({ vendorName: 'iboss', id: 'iboss', listId: '' }), ErrorKey.sseUnsupported, 'vendorName');
    await expectRefused(sse({ vendorName: 'acme', id: 'sse-acme' }), ErrorKey.sseProvider, 'vendorName');
    actAs(PERSONA.mspAdmin);
    const dol = setNamed('org-dol', 'Headquarters').id;
    await expectRefused(
      callApi(sseSourceCreateEndpoint, { ...zscaler, orgId: 'org-dol', set: dol }),
      ErrorKey.sseNotOffered,
      'sourceType',
    );
  });

  it('moves an SSE source but never changes its provider', async () => {
    actAs(PERSONA.tenantAdmin);
    const source = db.sources.all().find((s) => s.orgId === 'org-usda' && s.vendorName === 'zscaler')!;
    const guest = setNamed('org-usda', 'Guest Wi-Fi').id;
    const update = (fields: object) =>
      callApi(sseSourceUpdateEndpoint, { ...zscaler, orgId: 'org-usda', id: source.id, set: guest, ...fields });
    await expectRefused(
      update({ vendorName: 'netskope', listId: 'cf-list-netskope' }),
      ErrorKey.sourceFixed,
      'vendorName',
    );
    expect(await update({ description: 'Roaming via Zscaler' })).toMatchObject({ set: guest, vendorName: 'zscaler' });
  });
});
