// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import {
  alertSetCreateEndpoint,
  alertSetDeleteEndpoint,
  alertSetGetEndpoint,
  alertSetListEndpoint,
  alertSetUpdateEndpoint,
} from '../../src/api/alert-sets/contract';
import { type ApiError, callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error,
  );

describe('alert set calls', () => {
  it("lists one organization's alert sets, sorted by name and searchable", async () => {
    actAs(PERSONA.tenantAdmin);
    const page = await callApi(alertSetListEndpoint, { orgId: 'org-usda', pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual(['USDA Alert Set 1', 'USDA Alert Set 2', 'USDA Alert Set 3']);
    expect(page.items.every((item) => item.orgId === 'org-usda')).toBe(true);
    const searched = await callApi(alertSetListEndpoint, { orgId: 'org-usda', searchString: 'alert set 2' });
    expect(searched.items.map((item) => item.id)).toEqual(['alert-sets-org-usda-2']);
  });

  it('creates, reads, renames and deletes, and the table keeps the change', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(alertSetCreateEndpoint, { orgId: 'org-usda', name: 'Added', description: 'New' });
    expect(await callApi(alertSetGetEndpoint, { orgId: 'org-usda', id: created.id })).toEqual(created);
    const renamed = await callApi(alertSetUpdateEndpoint, {
      orgId: 'org-usda',
      id: created.id,
      name: 'Renamed',
      description: 'New',
    });
    expect(db.alertSets.all().find((record) => record.id === created.id)?.name).toBe('Renamed');
    await callApi(alertSetDeleteEndpoint, { orgId: 'org-usda', id: renamed.id });
    const gone = await failure(callApi(alertSetGetEndpoint, { orgId: 'org-usda', id: created.id }));
    expect(gone?.key).toBe(ErrorKey.notFound);
  });

  it('refuses a name the organization already uses, at the name field', async () => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(
      callApi(alertSetCreateEndpoint, { orgId: 'org-usda', name: 'usda alert set 1', description: '' }),
    );
    expect(error?.find(ErrorKey.alertSetDuplicate)?.field).toBe('name');
  });

  it('refuses a write from someone the access table does not allow, and writes nothing', async () => {
    actAs(PERSONA.tenantReadOnly);
    const before = db.alertSets.all().length;
    const error = await failure(
      callApi(alertSetCreateEndpoint, { orgId: 'org-doe', name: 'Refused', description: '' }),
    );
    expect(error?.key).toBe(ErrorKey.forbidden);
    expect(db.alertSets.all()).toHaveLength(before);
  });
});
