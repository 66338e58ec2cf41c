// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import {
  distributionListCreateEndpoint,
  distributionListDeleteEndpoint,
  distributionListGetEndpoint,
  distributionListListEndpoint,
  distributionListUpdateEndpoint,
} from '../../src/api/distribution-lists/contract';
import { ErrorKey } from '../../src/api/error-keys';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const table = () => JSON.stringify(db.distributionLists.all());
const usda = (rest: object = {}) => ({
  orgId: 'org-usda',
  name: 'Incident Bridge',
  description: 'Who joins the bridge',
  recipients: [{ email: 'bridge@usda.gov', comment: 'Bridge line' }, { email: 'ciso@usda.gov' }],
  ...rest,
});
/** Calls a write expected to be refused, and checks that it changed nothing. */
async function refused(call: () => Promise<unknown>) {
  const before = table();
  const error = await failure(call());
  expect(error).not.toBeNull();
  expect(table()).toBe(before);
  return error!;
}

describe('distribution list reads', () => {
  it("pages, sorts and searches one organization's lists on the server", async () => {
    actAs(PERSONA.tenantAdmin);
    const first = await callApi(distributionListListEndpoint, { orgId: 'org-usda', pageSize: 2 });
    expect(first.itemCount).toBe(3);
    expect(first.items.map((list) => list.name)).toEqual(['USDA CISO Office', 'USDA Network Team']);
    const second = await callApi(distributionListListEndpoint, { orgId: 'org-usda', pageSize: 2, page: 2 });
    expect(second.items.map((list) => list.name)).toEqual(['USDA Security Operations']);
    const byDescription = await callApi(distributionListListEndpoint, {
      orgId: 'org-usda',
      sortField: 'description',
      sortOrder: 'des',
    });
    expect(byDescription.items.map((list) => list.id)).toEqual(['dl-usda-3', 'dl-usda-1', 'dl-usda-2']);
    const searched = await callApi(distributionListListEndpoint, { orgId: 'org-usda', searchString: 'RESOLVER' });
    expect(searched.items.map((list) => list.id)).toEqual(['dl-usda-2']);
  });

  it('gets one list with its recipients, and answers 404 at listId for a list of another organization', async () => {
    actAs(PERSONA.tenantAdmin);
    const list = await callApi(distributionListGetEndpoint, { orgId: 'org-usda', listId: 'dl-usda-1' });
    expect(list.recipients).toContainEqual({ email: 'daniel.okafor@usda.gov', comment: 'Agency administrator' });
    const error = await failure(callApi(distributionListGetEndpoint, { orgId: 'org-usda', listId: 'dl-doe-1' }));
    expect(error?.find(ErrorKey.notFound)?.field).toBe('listId');
  });
});

describe('distribution list writes', () => {
  it('creates, updates and deletes; e-mails are stored lowercased and a missing comment is empty', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(
      distributionListCreateEndpoint,
      usda({ recipients: [{ email: ' Bridge@USDA.gov ' }] }),
    );
    expect(created).toMatchObject({ orgId: 'org-usda', recipients: [{ email: 'bridge@usda.gov', comment: '' }] });
    const ref = { orgId: 'org-usda', id: created.id };
    await callApi(distributionListUpdateEndpoint, {
      ...ref,
      name: 'INCIDENT BRIDGE',
      description: '',
      recipients: [{ email: 'noc@usda.gov', comment: 'NOC' }],
    });
    expect(await callApi(distributionListGetEndpoint, { orgId: 'org-usda', listId: created.id })).toMatchObject({
      name: 'INCIDENT BRIDGE',
      recipients: [{ email: 'noc@usda.gov', comment: 'NOC' }],
    });
    await callApi(distributionListDeleteEndpoint, ref);
    expect(db.distributionLists.all().some((list) => list.id === created.id)).toBe(false);
  });

  it('refuses a name the organization already uses in any case, at name, on create and on rename', async () => {
    actAs(PERSONA.tenantAdmin);
    const onCreate = await refused(() => callApi(distributionListCreateEndpoint, usda({ name: 'usda network TEAM' })));
    expect(onCreate.find(ErrorKey.distributionListDuplicate)).toMatchObject({
      field: 'name',
      serverMessage: 'A distribution list with this name already exists',
    });
    const onRename = await refused(() =>
      callApi(distributionListUpdateEndpoint, { ...usda({ name: 'USDA CISO Office' }), id: 'dl-usda-2' }),
    );
    expect(onRename.find(ErrorKey.distributionListDuplicate)?.field).toBe('name');
    // Another organization may use the same name.
    actAs(PERSONA.globalAdmin);
    await callApi(distributionListCreateEndpoint, {
      ...usda({ name: 'USDA CISO Office' }),
      orgId: 'org-doe',
      recipients: [{ email: 'a@energy.gov' }],
    });
  });

  it('refuses an address listed twice in any case, at the second one', async () => {
    actAs(PERSONA.tenantAdmin);
    const recipients = [{ email: 'a@usda.gov' }, { email: 'b@usda.gov' }, { email: 'A@USDA.GOV', comment: 'again' }];
    const error = await refused(() => callApi(distributionListCreateEndpoint, usda({ recipients })));
    expect(error.find(ErrorKey.distributionListDuplicateRecipient)?.field).toBe('recipients.2.email');
  });

  it('needs .gov or .mil recipients in a federal organization, not in a critical infrastructure one', async () => {
    actAs(PERSONA.tenantAdmin);
    const recipients = [{ email: 'soc@usda.gov' }, { email: 'someone@gmail.com' }];
    const error = await refused(() =>
      callApi(distributionListUpdateEndpoint, { ...usda({ recipients }), id: 'dl-usda-1' }),
    );
    expect(error.find(ErrorKey.governmentDomainRequired)?.field).toBe('recipients.1.email');
    actAs(PERSONA.ciAdmin);
    const ci = await callApi(distributionListCreateEndpoint, {
      ...usda({ recipients: [{ email: 'night-shift@crwa.org' }] }),
      orgId: 'org-crwa',
    });
    expect(ci.recipients).toEqual([{ email: 'night-shift@crwa.org', comment: '' }]);
  });

  it("applies the contract's field rules: a recipient at least, valid addresses, the name rule", async () => {
    actAs(PERSONA.tenantAdmin);
    const none = await refused(() => callApi(distributionListCreateEndpoint, usda({ recipients: [] })));
    expect(none.find(ErrorKey.invalidRequest)?.field).toBe('recipients');
    const bad = await refused(() =>
      callApi(distributionListCreateEndpoint, usda({ recipients: [{ email: 'not an address' }] })),
    );
    expect(bad.find(ErrorKey.invalidRequest)?.field).toBe('recipients.0.email');
    const padded = await refused(() => callApi(distributionListCreateEndpoint, usda({ name: ' Padded ' })));
    expect(padded.find(ErrorKey.invalidRequest)?.field).toBe('name');
  });

  it('refuses to delete a list an alert set writes to, naming the sets', async () => {
    actAs(PERSONA.tenantAdmin);
    const users = db.alertSets.all().filter((set) => set.distribution.includes('dl-usda-1'));
    expect(users.length).toBeGreaterThan(0);
    const error = await refused(() => callApi(distributionListDeleteEndpoint, { orgId: 'org-usda', id: 'dl-usda-1' }));
    const inUse = error.find(ErrorKey.distributionListInUse);
    for (const set of users) expect(inUse?.serverMessage).toContain(set.name);
  });
});

describe('who may call', () => {
  const create = (orgId: string, domain: string) =>
    callApi(distributionListCreateEndpoint, { ...usda({ recipients: [{ email: `x@${domain}` }] }), orgId });

  it('lets configuration managers manage: Daniel in Agriculture, Olivia anywhere', async () => {
    actAs(PERSONA.tenantAdmin);
    expect((await create('org-usda', 'usda.gov')).orgId).toBe('org-usda');
    actAs(PERSONA.globalAdmin);
    expect((await create('org-global', 'cisa.dhs.gov')).orgId).toBe('org-global');
    expect((await create('org-nasa', 'nasa.gov')).orgId).toBe('org-nasa');
  });

  it('lets a customer manager manage customer organizations but not Global', async () => {
    actAs(PERSONA.customerManager);
    expect((await create('org-usda', 'usda.gov')).orgId).toBe('org-usda');
    const global = await refused(() => create('org-global', 'cisa.dhs.gov'));
    expect(global.key).toBe(ErrorKey.forbidden);
    expect((await callApi(distributionListListEndpoint, { orgId: 'org-global' })).itemCount).toBe(2);
  });

  it("shows a read-only viewer their organization's lists and refuses every write", async () => {
    actAs(PERSONA.tenantReadOnly);
    expect((await callApi(distributionListListEndpoint, { orgId: 'org-doe' })).itemCount).toBe(2);
    await callApi(distributionListGetEndpoint, { orgId: 'org-doe', listId: 'dl-doe-1' });
    const calls = [
      () =>
        callApi(distributionListCreateEndpoint, {
          ...usda({ recipients: [{ email: 'x@energy.gov' }] }),
          orgId: 'org-doe',
        }),
      () =>
        callApi(distributionListUpdateEndpoint, {
          ...usda({ recipients: [{ email: 'x@energy.gov' }] }),
          orgId: 'org-doe',
          id: 'dl-doe-2',
        }),
      () => callApi(distributionListDeleteEndpoint, { orgId: 'org-doe', id: 'dl-doe-2' }),
      () => callApi(distributionListListEndpoint, { orgId: 'org-usda' }),
    ];
    for (const call of calls) expect((await refused(call)).key).toBe(ErrorKey.forbidden);
  });
});
