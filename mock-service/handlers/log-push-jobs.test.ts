// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  logPushCreateEndpoint,
  logPushDeleteEndpoint,
  logPushDestinationFilesEndpoint,
  logPushGetEndpoint,
  logPushListEndpoint,
  logPushPolicyCrosswalkEndpoint,
  logPushSendTokenEndpoint,
  logPushUpdateEndpoint,
  logPushVerifyTokenEndpoint,
} from '../../src/api/log-push-jobs/contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { SEED_NOW } from '../seed';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const LABOR = 'org-dol';
const s3 = {
  orgId: LABOR,
  type: 'S3' as const,
  jobName: 'dol-new-bucket',
  accessKey: 'AKIAABCDEFGHIJKLMNOP',
  secretKey: 'wJalrXUtnFEMI/K7MDENG',
  bucketPath: 'dol-new/dns',
  region: 'us-gov-east-1' as const,
  endpointUrl: 's3.us-gov-east-1.amazonaws.com',
};
const splunk = {
  orgId: LABOR,
  type: 'Splunk' as const,
  jobName: 'dol-hec',
  url: 'https://hec.dol.example.gov:8088',
  channelID: 'chan-1',
  authToken: 'Splunk%20abcdef',
  sourceType: 'pdns:dns',
  useInsecureSkipVerifyOption: false,
};

/** Send a token, read it from the simulated destination as a presenter would, verify it. */
async function prove(input: typeof s3 | typeof splunk) {
  const sent = await callApi(logPushSendTokenEndpoint, input);
  const { files } = await callApi(logPushDestinationFilesEndpoint, input);
  const token = files.find((file) => file.fileName === sent.filename)!.content!;
  expect((await callApi(logPushVerifyTokenEndpoint, { ...input, token })).valid).toBe(true);
  return { token, filename: sent.filename };
}

describe('log push calls', () => {
  it('lists Labor’s jobs with their path and health, never a secret', async () => {
    clock.useVirtualTime(SEED_NOW + 60_000);
    actAs(PERSONA.mspAdmin);
    const { logPushJobs } = await callApi(logPushListEndpoint, { orgId: LABOR });
    expect(logPushJobs.map((job) => [job.jobName, job.type, job.enabled, job.path])).toEqual([
      ['dol-s3-archive', 'S3', true, 'dol-pdns-logs/resolver'],
      [
        'dol-splunk-soc',
        'Splunk',
        false,
        'https://http-inputs-dol.splunkcloud.com:443 (channel 6f1c2a9e-58b4-4d3e-9a0f-2b7c1d4e8a35)',
      ],
    ]);
    const [active, failing] = logPushJobs;
    // The latest closed hour (13:00-14:00) arrived under a minute after 14:00.
    expect(active.health.lastDeliveryAt).toMatch(/^2026-11-16T14:00:[1-5]\d/);
    expect(active.health.lastError).toBeNull();
    expect(failing.health.lastError).toMatch(/Invalid token/);
    expect(Date.parse(failing.health.lastDeliveryAt!)).toBeLessThan(Date.parse(failing.health.lastErrorAt!));
    expect(JSON.stringify(logPushJobs)).not.toMatch(/secretKey|authToken/);
    clock.useRealTime();
  });

  it('connects S3 and Splunk through the ownership flow; the secrets are not kept', async () => {
    actAs(PERSONA.mspAdmin);
    for (const input of [s3, splunk]) {
      const { token, filename } = await prove(input);
      expect(filename).toMatch(/^pdns-ownership-[0-9a-f]{12}\.txt$/);
      const job = await callApi(logPushCreateEndpoint, { ...input, token, enabled: true });
      expect(job).toMatchObject({ jobName: input.jobName, enabled: true, verified: true });
    }
    const stored = JSON.stringify(db.logPushJobs.all());
    expect(stored).not.toContain(s3.secretKey);
    expect(stored).not.toContain(splunk.authToken);
    expect(JSON.stringify(db.logPushProofs.all())).not.toContain(s3.secretKey);
    // Four jobs: a fifth is refused, whatever its proof.
    const fifth = { ...s3, jobName: 'dol-fifth', bucketPath: 'dol-fifth/dns' };
    const { token } = await prove(fifth);
    const before = db.logPushJobs.all();
    expect((await failure(callApi(logPushCreateEndpoint, { ...fifth, token, enabled: true })))?.key).toBe(
      ErrorKey.logPushLimit,
    );
    expect(db.logPushJobs.all()).toEqual(before);
  });

  it('refuses a token for changed fields, a wrong token, and create without verification', async () => {
    actAs(PERSONA.mspAdmin);
    const sent = await callApi(logPushSendTokenEndpoint, s3);
    const token = db.logPushFiles.all().find((f) => f.fileName === sent.filename)!.content;
    expect((await callApi(logPushVerifyTokenEndpoint, { ...s3, token: 'wrong' })).valid).toBe(false);
    // Any change after the send (here the secret) and the token no longer holds.
    expect((await callApi(logPushVerifyTokenEndpoint, { ...s3, secretKey: 'other', token })).valid).toBe(false);
    const refused = await failure(callApi(logPushCreateEndpoint, { ...s3, token, enabled: false }));
    expect(refused?.find(ErrorKey.logPushNotVerified)?.field).toBe('token');
    expect(db.logPushJobs.all()).toHaveLength(2);
  });

  it('refuses every broken field rule at its field, and writes no token file', async () => {
    actAs(PERSONA.mspAdmin);
    const error = await failure(
      callApi(logPushSendTokenEndpoint, {
        ...s3,
        accessKey: 'nope',
        region: 'us-gov-west-1',
        endpointUrl: 'x.example.gov/b',
      }),
    );
    expect(error?.errors.map((e) => [e.key, e.field])).toEqual([
      [ErrorKey.logPushField, 'accessKey'],
      [ErrorKey.logPushField, 'endpointUrl'],
    ]);
    const splunkError = await failure(callApi(logPushSendTokenEndpoint, { ...splunk, authToken: 'Splunk abc' }));
    expect(splunkError?.find(ErrorKey.logPushField)?.field).toBe('authToken');
    const unreachable = await failure(callApi(logPushSendTokenEndpoint, { ...splunk, url: 'https://hec.dol.invalid' }));
    expect(unreachable?.find(ErrorKey.logPushDestinationWrite)?.serverMessage).toBe(
      'There was an error writing to the specified Splunk instance',
    );
    expect(db.logPushFiles.all()).toEqual([]);
  });

  it('enables, disables and deletes; an organization without an account has none; others may not', async () => {
    actAs(PERSONA.mspAdmin);
    const ref = { orgId: LABOR, id: 'lp-dol-2' };
    expect((await callApi(logPushUpdateEndpoint, { ...ref, enabled: true })).enabled).toBe(true);
    expect((await callApi(logPushGetEndpoint, ref)).health.lastError).toBeNull();
    await callApi(logPushDeleteEndpoint, ref);
    expect((await failure(callApi(logPushGetEndpoint, ref)))?.key).toBe(ErrorKey.notFound);
    actAs(PERSONA.tenantAdmin);
    expect((await failure(callApi(logPushListEndpoint, { orgId: 'org-usda' })))?.key).toBe(ErrorKey.logPushNoAccount);
    expect((await failure(callApi(logPushListEndpoint, { orgId: LABOR })))?.key).toBe(ErrorKey.forbidden);
  });

  it('serves the policy crosswalk as a real CSV of the organization’s policies', async () => {
    actAs(PERSONA.mspAdmin);
    const { preSignedUrl } = await callApi(logPushPolicyCrosswalkEndpoint, { orgId: LABOR });
    const csv = await (await fetch(preSignedUrl)).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Policy ID,Policy Name');
    const own = db.policies.all().filter((p) => p.orgId === LABOR);
    expect(own.length).toBeGreaterThan(0);
    for (const policy of own) expect(rows).toContain(`${policy.id},${policy.name}`);
  });
});
