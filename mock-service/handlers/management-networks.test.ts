// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  networkCreateEndpoint,
  networkDeleteEndpoint,
  networkFindEndpoint,
  networkListEndpoint,
  networkUpdateEndpoint,
} from '../../src/api/management-networks/contract';
import { CIDR_FORMAT_MESSAGE, CIDR_TOO_WIDE_MESSAGE } from '../../src/lib/cidr';
import { db } from '../db/database';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const usdaCount = () => db.managementNetworks.all().filter((n) => n.orgId === 'org-usda').length;

describe('management network list', () => {
  it('pages, sorts and searches one organization on the server', async () => {
    actAs(PERSONA.tenantAdmin);
    const first = await callApi(networkListEndpoint, { orgId: 'org-usda', pageSize: 10 });
    expect(first.itemCount).toBe(14);
    expect(first.items).toHaveLength(10);
    expect(first.items.every((n) => n.orgId === 'org-usda')).toBe(true);
    const second = await callApi(networkListEndpoint, {
      orgId: 'org-usda',
      pageSize: 10,
      pageToken: first.nextPageKey,
    });
    expect(second.items).toHaveLength(4);
    expect(second.nextPageKey).toBeNull();

    const byDescription = await callApi(networkListEndpoint, {
      orgId: 'org-usda',
      pageSize: 50,
      sortField: 'description',
      sortOrder: 'des',
    });
    const descriptions = byDescription.items.map((n) => n.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    const searched = await callApi(networkListEndpoint, { orgId: 'org-usda', searchString: 'operations center' });
    expect(searched.items.map((n) => n.description)).toEqual(['USDA Security operations center']);
    const byCidr = await callApi(networkListEndpoint, { orgId: 'org-usda', searchString: '2001:db8' });
    expect(byCidr.itemCount).toBe(1);
  });

  it('sorts CIDR blocks by address, IPv4 before IPv6, not as text', async () => {
    actAs(PERSONA.tenantAdmin);
    for (const cidr of ['9.9.0.0/16', '100.64.0.0/10', '10.200.0.0/16'])
      await callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr, description: `Sort ${cidr}` });
    const { items } = await callApi(networkListEndpoint, { orgId: 'org-usda', pageSize: 100 });
    const ipv4 = items.filter((n) => !n.cidr.includes(':')).map((n) => n.cidr);
    const asNumber = (cidr: string) => {
      const [address, prefix] = cidr.split('/');
      return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0) * 256 + Number(prefix);
    };
    expect(ipv4).toEqual([...ipv4].sort((a, b) => asNumber(a) - asNumber(b)));
    expect(ipv4.indexOf('9.9.0.0/16')).toBeLessThan(ipv4.indexOf('10.200.0.0/16'));
    expect(ipv4.indexOf('10.200.0.0/16')).toBeLessThan(ipv4.indexOf('100.64.0.0/10'));
    const firstIpv6 = items.findIndex((n) => n.cidr.includes(':'));
    expect(firstIpv6).toBe(ipv4.length);
  });

  it('refuses an unknown sort field and organizations the caller cannot see', async () => {
    actAs(PERSONA.tenantAdmin);
    const badSort = await failure(callApi(networkListEndpoint, { orgId: 'org-usda', sortField: 'orgId' as 'cidr' }));
    expect(badSort).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(await failure(callApi(networkListEndpoint, { orgId: 'org-doe' }))).toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });
  });
});

describe('management network changes', () => {
  it('adds, describes again and deletes a network', async () => {
    actAs(PERSONA.tenantAdmin);
    const before = usdaCount();
    const created = await callApi(networkCreateEndpoint, {
      orgId: 'org-usda',
      cidr: ' 198.51.100.0/24 ',
      description: 'Lab',
    });
    expect(created).toEqual({ orgId: 'org-usda', cidr: '198.51.100.0/24', description: 'Lab' });
    expect(usdaCount()).toBe(before + 1);
    await expect(
      callApi(networkUpdateEndpoint, { orgId: 'org-usda', cidr: '198.51.100.0/24', description: 'Test lab' }),
    ).resolves.toMatchObject({
      description: 'Test lab',
    });
    await callApi(networkDeleteEndpoint, { orgId: 'org-usda', cidr: '198.51.100.0/24' });
    expect(usdaCount()).toBe(before);
    const gone = await failure(callApi(networkDeleteEndpoint, { orgId: 'org-usda', cidr: '198.51.100.0/24' }));
    expect(gone).toMatchObject({ status: 404, key: ErrorKey.notFound });
  });

  it('answers cidr.format on the cidr field for a malformed block, whatever the client checked', async () => {
    actAs(PERSONA.tenantAdmin);
    const before = usdaCount();
    for (const cidr of ['10.0.0.0', '10.0.0.0/33', '2001:db8:::/32', 'not a network']) {
      const error = await failure(callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr, description: '' }));
      expect(error).toMatchObject({ status: 400, key: ErrorKey.cidrFormat, message: CIDR_FORMAT_MESSAGE });
      expect(error?.errors[0].field).toBe('cidr');
    }
    expect(await failure(callApi(networkFindEndpoint, { orgId: 'org-usda', cidr: '10/8' }))).toMatchObject({
      key: ErrorKey.cidrFormat,
    });
    expect(usdaCount()).toBe(before);
  });

  it('refuses a block wider than /8 (IPv4) or /32 (IPv6) with cidr.tooWide on the cidr field', async () => {
    actAs(PERSONA.tenantAdmin);
    const before = usdaCount();
    for (const cidr of ['0.0.0.0/0', '10.0.0.0/7', '::/0', '2001:db8::/31']) {
      const error = await failure(callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr, description: '' }));
      expect(error).toMatchObject({ status: 400, key: ErrorKey.cidrTooWide, message: CIDR_TOO_WIDE_MESSAGE });
      expect(error?.errors[0].field).toBe('cidr');
    }
    expect(usdaCount()).toBe(before);
    await callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: '11.0.0.0/8', description: 'Widest allowed' });
    expect(usdaCount()).toBe(before + 1);
  });

  it('finds a network in any spelling and refuses it as a duplicate, naming the existing one', async () => {
    actAs(PERSONA.tenantAdmin);
    const seeded = db.managementNetworks.all().find((n) => n.orgId === 'org-usda' && n.cidr === '10.16.0.0/20')!;
    expect(await callApi(networkFindEndpoint, { orgId: 'org-usda', cidr: '10.16.5.1/20' })).toEqual({
      exists: true,
      description: seeded.description,
    });
    expect(await callApi(networkFindEndpoint, { orgId: 'org-usda', cidr: '10.16.0.0/21' })).toEqual({
      exists: false,
      description: null,
    });

    const before = usdaCount();
    const duplicate = await failure(
      callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: '10.16.0.0/20', description: 'Again' }),
    );
    expect(duplicate).toMatchObject({ status: 409, key: ErrorKey.duplicateNetwork });
    expect(duplicate?.errors[0]).toMatchObject({ field: 'cidr', detail: { description: seeded.description } });
    expect(usdaCount()).toBe(before);
  });

  it('checks the description rule', async () => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(
      callApi(networkCreateEndpoint, { orgId: 'org-usda', cidr: '192.0.2.0/24', description: '<b>' }),
    );
    expect(error).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(error?.errors[0].field).toBe('description');
  });
});
