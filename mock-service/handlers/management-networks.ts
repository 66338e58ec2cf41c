import { ErrorKey } from '../../src/api/error-keys';
import {
  networkCreateEndpoint,
  networkDeleteEndpoint,
  networkFindEndpoint,
  networkListEndpoint,
  networkSortFields,
  networkUpdateEndpoint,
} from '../../src/api/management-networks/contract';
import { canAccess, canManageNetworks } from '../../src/api/roles';
import { CIDR_FORMAT_MESSAGE, CIDR_TOO_WIDE_MESSAGE, canonicalNetwork, isAcceptedWidth } from '../../src/lib/cidr';
import { type Caller, assertOrgVisible } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { principalIn } from '../core/membership';
import { MockError, forbidden } from '../core/mock-error';
import { paginate } from '../core/paginate';
import { type ManagementNetworkRow, db } from '../db/database';
import type { ManagementNetworkRecord } from '../db/schemas';

const viewers = { permission: (caller: Caller) => canAccess.organizations(caller.principal) };

/** The organization, once the caller may change its networks (spec 1 §6). */
function assertMayManage(caller: Caller, orgId: string) {
  const org = assertOrgVisible(caller, orgId);
  const principal = principalIn(caller, org);
  if (!principal || !canManageNetworks(principal))
    throw forbidden('The caller may not change management networks here.');
  return org;
}

/** The service never trusts the client's check: a malformed block is cidr.format on the cidr field. */
function networkOf(cidr: string): string {
  const network = canonicalNetwork(cidr);
  if (!network) throw new MockError(ErrorKey.cidrFormat, 400, { field: 'cidr', message: CIDR_FORMAT_MESSAGE });
  return network;
}

/** A block being added must also be no wider than the limit; lookups of existing ones need not be. */
function newNetworkOf(cidr: string): string {
  const network = networkOf(cidr);
  if (!isAcceptedWidth(network))
    throw new MockError(ErrorKey.cidrTooWide, 400, { field: 'cidr', message: CIDR_TOO_WIDE_MESSAGE });
  return network;
}

const findIn = (orgId: string, network: string): ManagementNetworkRow | undefined =>
  db.managementNetworks.all().find((record) => record.orgId === orgId && record.network === network);

function existing(orgId: string, cidr: string): ManagementNetworkRow {
  const found = findIn(orgId, networkOf(cidr));
  if (!found)
    throw new MockError(ErrorKey.notFound, 404, { field: 'cidr', message: 'The management network was not found.' });
  return found;
}

const list = defineHandler(
  networkListEndpoint,
  ({ input, caller, db }) => {
    assertOrgVisible(caller, input.orgId);
    return paginate<ManagementNetworkRecord>(db.managementNetworks.all(), input, {
      searchFields: ['cidr', 'description'],
      sortFields: networkSortFields,
      defaultSort: { field: 'cidr', order: 'asc' },
      where: (record) => record.orgId === input.orgId,
      whereKey: `networks:${input.orgId}`,
    });
  },
  viewers,
);

const find = defineHandler(
  networkFindEndpoint,
  ({ input, caller }) => {
    assertOrgVisible(caller, input.orgId);
    const found = findIn(input.orgId, networkOf(input.cidr));
    return { exists: Boolean(found), description: found?.description ?? null };
  },
  viewers,
);

/** A duplicate names the network already there, in the message and in detail.description. */
const create = defineHandler(
  networkCreateEndpoint,
  async ({ input, caller, db, clock }) => {
    assertMayManage(caller, input.orgId);
    const network = newNetworkOf(input.cidr);
    const duplicate = findIn(input.orgId, network);
    if (duplicate) {
      throw new MockError(ErrorKey.duplicateNetwork, 409, {
        field: 'cidr',
        message: duplicate.description || duplicate.cidr,
        detail: { description: duplicate.description, cidr: duplicate.cidr },
      });
    }
    return db.managementNetworks.create({
      orgId: input.orgId,
      cidr: input.cidr,
      network,
      description: input.description,
      createdAt: clock.isoNow(),
    });
  },
  { ...viewers, mutates: true },
);

const update = defineHandler(
  networkUpdateEndpoint,
  async ({ input, caller, db }) => {
    assertMayManage(caller, input.orgId);
    const record = existing(input.orgId, input.cidr);
    return db.managementNetworks.update(record, {
      strict: true,
      data: (r) => void (r.description = input.description),
    });
  },
  { ...viewers, mutates: true },
);

const remove = defineHandler(
  networkDeleteEndpoint,
  async ({ input, caller, db }) => {
    assertMayManage(caller, input.orgId);
    const record = existing(input.orgId, input.cidr);
    const copy = { ...record };
    db.managementNetworks.delete(record);
    return copy;
  },
  { ...viewers, mutates: true },
);

export const managementNetworkHandlers = [list, find, create, update, remove];
