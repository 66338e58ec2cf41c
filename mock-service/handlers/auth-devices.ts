import { authDeviceListEndpoint } from '../../src/api/sources/enrollment-contract';
import { defineListHandler } from '../core/list-handler';
import type { AuthDeviceRecord } from '../db/schemas';
import { enrollableSet } from './enrollable-set';

/** The devices enrolled in one set, paged on the server like every list. */
export const authDeviceListHandler = defineListHandler(authDeviceListEndpoint, ({ input, caller, db }) => {
  const { set } = enrollableSet(caller, input.orgId, input.sourceSetId);
  return {
    rows: db.authDevices.all(),
    where: (device: AuthDeviceRecord) => device.orgId === input.orgId && device.sourceSetId === set.id,
    whereKey: `auth-devices:${input.orgId}:${set.id}`,
  };
});
