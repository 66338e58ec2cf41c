// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import {
  distributionListCreateEndpoint,
  distributionListDeleteEndpoint,
  distributionListGetEndpoint,
  distributionListListEndpoint,
  distributionListUpdateEndpoint,
} from '../../src/api/distribution-lists/contract';
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

describe('distribution list calls', () => {
  it("lists one organization's distribution lists, sorted by name and searchable", async () => {
    actAs(PERSONA.tenantAdmin);
    const page = await callApi(distributionListListEndpoint, { orgId: 'org-usda', pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual([
      'USDA Distribution List 1',
      'USDA Distribution List 2',
      'USDA Distribution List 3',
    ]);
    expect(page.items.every((item) => item.orgId === 'org-usda')).toBe(true);
    const searched = await callApi(distributionListListEndpoint, {
      orgId: 'org-usda',
      searchString: 'distribution list 2',
    });
    expect(searched.items.map((item) => item.id)).toEqual(['distribution-lists-org-usda-2']);
  });

  it('creates, reads, renames and deletes, and the table keeps the change', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(distributionListCreateEndpoint, {
      orgId: 'org-usda',
      name: 'Added',
      description: 'New',
    });
    expect(await callApi(distributionListGetEndpoint, { orgId: 'org-usda', id: created.id })).toEqual(created);
    const renamed = await callApi(distributionListUpdateEndpoint, {
      orgId: 'org-usda',
      id: created.id,
      name: 'Renamed',
      description: 'New',
    });
    expect(db.distributionLists.all().find((record) => record.id === created.id)?.name).toBe('Renamed');
    await callApi(distributionListDeleteEndpoint, { orgId: 'org-usda', id: renamed.id });
    const gone = await failure(callApi(distributionListGetEndpoint, { orgId: 'org-usda', id: created.id }));
    expect(gone?.key).toBe(ErrorKey.notFound);
  });

  it('refuses a name the organization already uses, at the name field', async () => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(
      callApi(distributionListCreateEndpoint, { orgId: 'org-usda', name: 'usda distribution list 1', description: '' }),
    );
    expect(error?.find(ErrorKey.distributionListDuplicate)?.field).toBe('name');
  });

  it('refuses a write from someone the access table does not allow, and writes nothing', async () => {
    actAs(PERSONA.tenantReadOnly);
    const before = db.distributionLists.all().length;
    const error = await failure(
      callApi(distributionListCreateEndpoint, { orgId: 'org-doe', name: 'Refused', description: '' }),
    );
    expect(error?.key).toBe(ErrorKey.forbidden);
    expect(db.distributionLists.all()).toHaveLength(before);
  });
});
