// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import {
  STREAMS_MAX,
  logStreamCreateEndpoint,
  logStreamDeleteEndpoint,
  logStreamGetEndpoint,
  logStreamListEndpoint,
} from '../../src/api/log-streams/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const LABOR = 'org-dol';
const laborSets = () => db.sourceSets.all().filter((set) => set.orgId === LABOR && !set.deleted);

describe('DNS stream calls', () => {
  it('lists Labor’s streams with their bucket path, and reads one with its sets’ names', async () => {
    actAs(PERSONA.mspAdmin);
    const page = await callApi(logStreamListEndpoint, { orgId: LABOR, pageSize: 10 });
    expect(page.items.map((s) => s.name)).toEqual(['All sets', 'Field office blocks', 'Headquarters blocks']);
    expect(page.items.every((s) => s.destination.startsWith('s3://pdns-streams-418295730164/'))).toBe(true);
    const all = page.items[0];
    const { logStream, sourceSetNames } = await callApi(logStreamGetEndpoint, { orgId: LABOR, id: all.id });
    expect(logStream.actions).toEqual(['block']);
    expect(sourceSetNames).toEqual(laborSets().map((set) => set.name));
  });

  it('lets a configuration manager who is not an admin manage streams, and no other user', async () => {
    const [first] = laborSets();
    const userWith = (roles: string[]) =>
      db.users.create({
        ...db.users.all().find((u) => u.email === PERSONA.mspAdmin)!,
        email: `${roles.join('-') || 'none'}@dol.gov`,
        role: 'User',
        roles,
      });
    actAs((await userWith(['configurationManager'])).email);
    const created = await callApi(logStreamCreateEndpoint, {
      orgId: LABOR,
      name: 'Config stream',
      description: '',
      sourceSets: [first.id],
    });
    await callApi(logStreamDeleteEndpoint, { orgId: LABOR, id: created.id });
    actAs((await userWith(['policyManager'])).email);
    expect((await failure(callApi(logStreamListEndpoint, { orgId: LABOR, pageSize: 10 })))?.key).toBe(
      ErrorKey.forbidden,
    );
  });

  it('creates and deletes a stream; the service makes its bucket', async () => {
    actAs(PERSONA.mspAdmin);
    const [first] = laborSets();
    const created = await callApi(logStreamCreateEndpoint, {
      orgId: LABOR,
      name: 'New stream',
      description: 'Blocks for the SOC',
      sourceSets: [first.id],
    });
    expect(created).toMatchObject({ name: 'New stream', actions: ['block'], sourceSets: [first.id] });
    expect(created.destination).toMatch(/^s3:\/\/pdns-streams-418295730164\/new-stream-/);
    await callApi(logStreamDeleteEndpoint, { orgId: LABOR, id: created.id });
    expect((await failure(callApi(logStreamGetEndpoint, { orgId: LABOR, id: created.id })))?.key).toBe(
      ErrorKey.notFound,
    );
  });

  it('refuses at the field: a taken name, a long description, no sets, another organization’s set; writes nothing', async () => {
    actAs(PERSONA.mspAdmin);
    const sets = [laborSets()[0].id];
    const before = db.logStreams.all();
    const taken = await failure(callApi(logStreamCreateEndpoint, { orgId: LABOR, name: 'all SETS', sourceSets: sets }));
    expect(taken?.find(ErrorKey.logStreamDuplicate)?.field).toBe('name');
    const long = await failure(
      callApi(logStreamCreateEndpoint, { orgId: LABOR, name: 'Long', description: 'x'.repeat(65), sourceSets: sets }),
    );
    expect(long?.errors[0]).toMatchObject({
      field: 'description',
      serverMessage: 'Description must be 64 characters or fewer',
    });
    const none = await failure(callApi(logStreamCreateEndpoint, { orgId: LABOR, name: 'None', sourceSets: [] }));
    expect(none?.errors[0].field).toBe('sourceSets');
    const foreign = db.sourceSets.all().find((set) => set.orgId === 'org-usda')!.id;
    const stranger = await failure(
      callApi(logStreamCreateEndpoint, { orgId: LABOR, name: 'X', sourceSets: [foreign] }),
    );
    expect(stranger?.find(ErrorKey.logStreamSourceSet)?.field).toBe('sourceSets.0');
    expect(db.logStreams.all()).toEqual(before);
  });

  it(`holds at most ${STREAMS_MAX} streams per organization`, async () => {
    actAs(PERSONA.mspAdmin);
    const sourceSets = [laborSets()[0].id];
    for (let n = db.logStreams.all().length; n < STREAMS_MAX; n++)
      await callApi(logStreamCreateEndpoint, { orgId: LABOR, name: `Stream ${n}`, sourceSets });
    const error = await failure(callApi(logStreamCreateEndpoint, { orgId: LABOR, name: 'One more', sourceSets }));
    expect(error?.key).toBe(ErrorKey.logStreamLimit);
    expect(db.logStreams.all()).toHaveLength(STREAMS_MAX);
  });

  it('refuses users who are not admins, and organizations without an account', async () => {
    actAs(PERSONA.tenantReadOnly);
    expect((await failure(callApi(logStreamListEndpoint, { orgId: 'org-doe' })))?.key).toBe(ErrorKey.forbidden);
    actAs(PERSONA.tenantAdmin);
    expect((await failure(callApi(logStreamListEndpoint, { orgId: 'org-usda' })))?.key).toBe(ErrorKey.logPushNoAccount);
  });
});
