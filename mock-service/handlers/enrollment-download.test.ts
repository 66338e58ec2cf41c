// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import type { RequestOf } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';
import {
  enrollmentDownloadEndpoint,
  enrollmentUpdateEndpoint,
  serviceTokenGenerateEndpoint,
} from '../../src/api/sources/enrollment-contract';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

type DownloadRequest = RequestOf<typeof enrollmentDownloadEndpoint>;

const linux = { requestType: 'Linux', clientDeviceConfig: { platform: 'Linux', protocol: 'DoH' } } as const;

/** A USDA set switched to Service Auth with a fresh token, whose secret only the test knows. */
async function serviceAuthSet() {
  actAs(PERSONA.tenantAdmin);
  const set = db.sourceSets.all().find((s) => s.orgId === 'org-usda' && s.name === 'Roaming Laptops')!;
  const ref = { orgId: 'org-usda', sourceSetId: set.id };
  const token = await callApi(serviceTokenGenerateEndpoint, ref);
  await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: token.id } });
  return { ref, token: { ...token, secret: token.secret! } };
}

const download = async (request: DownloadRequest) => {
  const { preSignedUrl } = await callApi(enrollmentDownloadEndpoint, request);
  const response = await fetch(preSignedUrl);
  expect(response.status).toBe(200);
  return { preSignedUrl, content: await response.text() };
};

const tokensNow = () => JSON.stringify(db.serviceTokens.all());

describe('client configuration download: token, secret and options', () => {
  it('keeps a salted digest of a new token’s secret, never the secret', async () => {
    const { token } = await serviceAuthSet();
    const stored = db.serviceTokens.all().find((t) => t.id === token.id)!;
    expect(stored.secretDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(tokensNow()).not.toContain(token.secret);
  });

  it('writes the right secret into the file, and keeps it out of the link', async () => {
    const { ref, token } = await serviceAuthSet();
    const { preSignedUrl, content } = await download({
      ...ref,
      ...linux,
      serviceTokenId: token.id,
      clientSecret: token.secret,
    });
    expect(content).toContain(`auth_client_id = ${token.clientId}`);
    expect(content).toContain(`auth_client_secret = ${token.secret}\n`);
    expect(content).not.toContain('The client secret is shown once');
    expect(decodeURIComponent(preSignedUrl)).not.toContain(token.secret);
    expect(atob(new URL(preSignedUrl).pathname.split('/').at(-2)!.replace(/-/g, '+').replace(/_/g, '/'))).not.toContain(
      token.secret,
    );
  });

  it('without the secret, says in the file where it goes', async () => {
    const { ref, token } = await serviceAuthSet();
    const { content } = await download({ ...ref, ...linux, serviceTokenId: token.id });
    expect(content).toContain('auth_client_secret =\n');
    expect(content).not.toContain(token.secret);
  });

  it('refuses a wrong secret at clientSecret, and nothing changes', async () => {
    const { ref, token } = await serviceAuthSet();
    const before = tokensNow();
    const refused = await failure(
      callApi(enrollmentDownloadEndpoint, { ...ref, ...linux, serviceTokenId: token.id, clientSecret: 'f'.repeat(64) }),
    );
    expect(refused).toMatchObject({ status: 400, key: ErrorKey.enrollmentSecretMismatch });
    expect(refused?.errors[0]?.field).toBe('clientSecret');
    expect(tokensNow()).toBe(before);
    expect(db.sourceSets.all().find((s) => s.id === ref.sourceSetId)?.deviceEnrollment.identifier).toBe(token.clientId);
  });

  it('refuses at serviceTokenId a token that is not the set’s current one, or none where one is current', async () => {
    const { ref, token } = await serviceAuthSet();
    const replaced = await callApi(serviceTokenGenerateEndpoint, ref);
    await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: replaced.id } });
    for (const serviceTokenId of [token.id, undefined]) {
      const refused = await failure(callApi(enrollmentDownloadEndpoint, { ...ref, ...linux, serviceTokenId }));
      expect(refused).toMatchObject({ status: 400, key: ErrorKey.enrollmentTokenNotCurrent });
      expect(refused?.errors[0]?.field).toBe('serviceTokenId');
    }
    // The old token's secret does not pass for the new one either.
    const stale = await failure(
      callApi(enrollmentDownloadEndpoint, {
        ...ref,
        ...linux,
        serviceTokenId: replaced.id,
        clientSecret: token.secret,
      }),
    );
    expect(stale).toMatchObject({ key: ErrorKey.enrollmentSecretMismatch });
  });

  it('refuses a token or secret for a set that enrolls without one', async () => {
    actAs(PERSONA.tenantAdmin);
    const set = db.sourceSets.all().find((s) => s.orgId === 'org-usda' && s.deviceEnrollment.method === 'OneTimePin')!;
    const ref = { orgId: 'org-usda', sourceSetId: set.id };
    const named = await failure(callApi(enrollmentDownloadEndpoint, { ...ref, ...linux, serviceTokenId: 'svctok-x' }));
    expect(named).toMatchObject({ key: ErrorKey.enrollmentTokenNotCurrent });
    const secret = await failure(callApi(enrollmentDownloadEndpoint, { ...ref, ...linux, clientSecret: 'abc' }));
    expect(secret).toMatchObject({ key: ErrorKey.enrollmentSecretMismatch });
  });

  it('builds the file from clientDeviceConfig: the protocol changes it, another platform is refused', async () => {
    const { ref, token } = await serviceAuthSet();
    const set = db.sourceSets.all().find((s) => s.id === ref.sourceSetId)!;
    const apple = (protocol: 'DoH' | 'DoT') =>
      download({
        ...ref,
        requestType: 'iOS',
        clientDeviceConfig: { platform: 'iOS', protocol },
        serviceTokenId: token.id,
      });
    const overHttps = (await apple('DoH')).content;
    expect(overHttps).toContain('<string>HTTPS</string>');
    expect(overHttps).toContain(`<string>https://${set.dnsDomain}/dns-query</string>`);
    const overTls = (await apple('DoT')).content;
    expect(overTls).toContain('<string>TLS</string>');
    expect(overTls).toContain(`<key>ServerName</key>\n        <string>${set.dnsDomain}</string>`);
    expect(overTls).toContain('<key>dns_protocol</key>\n      <string>dot</string>');

    const mismatched = await failure(
      callApi(enrollmentDownloadEndpoint, {
        ...ref,
        requestType: 'Windows',
        clientDeviceConfig: { platform: 'Linux', protocol: 'DoH' },
        serviceTokenId: token.id,
      }),
    );
    expect(mismatched).toMatchObject({ status: 400, key: ErrorKey.invalidRequest });
    expect(mismatched?.errors[0]?.field).toBe('clientDeviceConfig.platform');
  });
});
