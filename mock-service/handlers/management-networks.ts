import { ErrorKey } from '../../src/api/error-keys';
import {
  networkCreateEndpoint,
  networkDeleteEndpoint,
  networkFindEndpoint,
  networkListEndpoint,
  networkUpdateEndpoint,
} from '../../src/api/management-networks/contract';
import { canManageNetworks } from '../../src/api/roles';
import { CIDR_FORMAT_MESSAGE, CIDR_TOO_WIDE_MESSAGE, canonicalNetwork, isAcceptedWidth } from '../../src/lib/cidr';
import { type Caller, assertOrgVisible } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { principalIn } from '../core/membership';
import { MockError, forbidden } from '../core/mock-error';
import { deleteRecord, findOr404, uniqueOr409, updateRecord } from '../core/crud';
import { defineListHandler } from '../core/list-handler';
import { type ManagementNetworkRow, db } from '../db/database';
import type { ManagementNetworkRecord } from '../db/schemas';

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

const existing = (orgId: string, cidr: string): ManagementNetworkRow => {
  const network = networkOf(cidr);
  return findOr404(
    db.managementNetworks,
    (record) => record.orgId === orgId && record.network === network,
    'The management network',
    'cidr',
  );
};

const list = defineListHandler(networkListEndpoint, ({ input, caller, db }) => {
  assertOrgVisible(caller, input.orgId);
  return {
    rows: db.managementNetworks.all(),
    where: (record: ManagementNetworkRecord) => record.orgId === input.orgId,
    whereKey: `networks:${input.orgId}`,
  };
});

const find = defineHandler(networkFindEndpoint, ({ input, caller }) => {
  assertOrgVisible(caller, input.orgId);
  const found = findIn(input.orgId, networkOf(input.cidr));
  return { exists: Boolean(found), description: found?.description ?? null };
});

/** A duplicate names the network already there, in the message and in detail.description. */
const create = defineHandler(networkCreateEndpoint, async ({ input, caller, db, clock }) => {
  assertMayManage(caller, input.orgId);
  const network = newNetworkOf(input.cidr);
  uniqueOr409(db.managementNetworks, (record) => record.orgId === input.orgId && record.network === network, {
    key: ErrorKey.duplicateNetwork,
    field: 'cidr',
    message: (duplicate) => duplicate.description || duplicate.cidr,
    detail: (duplicate) => ({ description: duplicate.description, cidr: duplicate.cidr }),
  });
  return db.managementNetworks.create({
    orgId: input.orgId,
    cidr: input.cidr,
    network,
    description: input.description,
    createdAt: clock.isoNow(),
  });
});

const update = defineHandler(networkUpdateEndpoint, async ({ input, caller, db }) => {
  assertMayManage(caller, input.orgId);
  const record = existing(input.orgId, input.cidr);
  return updateRecord(db.managementNetworks, record, { description: input.description });
});

const remove = defineHandler(networkDeleteEndpoint, ({ input, caller, db }) => {
  assertMayManage(caller, input.orgId);
  return deleteRecord(db.managementNetworks, existing(input.orgId, input.cidr));
});

export const managementNetworkHandlers = [list, find, create, update, remove];
