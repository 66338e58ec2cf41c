// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import {
  ENROLLMENT_PLATFORMS,
  enrollmentDownloadEndpoint,
  enrollmentMspUpdateEndpoint,
  enrollmentUpdateEndpoint,
  serviceTokenGenerateEndpoint,
  serviceTokenGetEndpoint,
} from '../../src/api/sources/enrollment-contract';
import { IDENTIFIER_FORMAT_MESSAGE } from '../../src/lib/enrollment-identifier';
import { db } from '../db/database';
import { actAs, useMockApi, failure } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

const setNamed = (orgId: string, name: string) =>
  db.sourceSets.all().find((s) => s.orgId === orgId && s.name === name)!;
const usdaRoaming = () => ({ orgId: 'org-usda', sourceSetId: setNamed('org-usda', 'Roaming Laptops').id });
const stored = (sourceSetId: string) => db.sourceSets.all().find((s) => s.id === sourceSetId)!;

/** The content behind a pre-signed link, as the browser would save it. */
const contentOf = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
};

describe('device enrollment update', () => {
  it('sets a One Time PIN identifier, an e-mail address or a domain, trimmed and in lower case', async () => {
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const byDomain = await callApi(enrollmentUpdateEndpoint, {
      ...ref,
      authenticationMethod: { newDomain: ' Field.USDA.gov ' },
    });
    expect(byDomain.deviceEnrollment).toEqual({ method: 'OneTimePin', identifier: 'field.usda.gov' });
    expect(byDomain.onetimePin).toBe('field.usda.gov');
    await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { newDomain: 'Pat.Doe@usda.gov' } });
    expect(stored(ref.sourceSetId).deviceEnrollment).toEqual({ method: 'OneTimePin', identifier: 'pat.doe@usda.gov' });
  });

  it('answers enrollment.identifier at the field for anything else, and changes nothing', async () => {
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const before = stored(ref.sourceSetId);
    for (const newDomain of [
      '',
      'usda',
      'pat@',
      '@usda.gov',
      'pat doe@usda.gov',
      '-usda.gov',
      'usda.gov.',
      'a@b@usda.gov',
    ]) {
      const error = await failure(callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { newDomain } }));
      expect(error, newDomain).toMatchObject({ status: 400, key: ErrorKey.enrollmentIdentifier });
      expect(error?.errors[0]).toMatchObject({
        field: 'authenticationMethod.newDomain',
        serverMessage: IDENTIFIER_FORMAT_MESSAGE,
      });
    }
    expect(stored(ref.sourceSetId)).toBe(before);
  });

  it("refuses Service Auth without the set's current token, and saves it with one", async () => {
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const before = stored(ref.sourceSetId);
    for (const token of ['', 'svctok-unknown']) {
      const error = await failure(callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token } }));
      expect(error).toMatchObject({ status: 400, key: ErrorKey.enrollmentTokenRequired });
      expect(error?.errors[0].field).toBe('authenticationMethod.token');
    }
    // Another set's token is not this set's.
    const other = await callApi(serviceTokenGenerateEndpoint, {
      orgId: 'org-usda',
      sourceSetId: setNamed('org-usda', 'Guest Wi-Fi').id,
    });
    const foreign = await failure(
      callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: other.id } }),
    );
    expect(foreign).toMatchObject({ key: ErrorKey.enrollmentTokenRequired });
    expect(stored(ref.sourceSetId)).toBe(before);

    const token = await callApi(serviceTokenGenerateEndpoint, ref);
    const saved = await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: token.id } });
    expect(saved.deviceEnrollment).toEqual({ method: 'ServiceAuth', identifier: token.clientId });
    expect(saved.onetimePin).toBeNull();
  });

  it('sets None without a method, and revokes the token it no longer uses', async () => {
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const token = await callApi(serviceTokenGenerateEndpoint, ref);
    await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: token.id } });
    const none = await callApi(enrollmentUpdateEndpoint, ref);
    expect(none.deviceEnrollment).toEqual({ method: 'None' });
    expect(none.onetimePin).toBeNull();
    expect(await callApi(serviceTokenGetEndpoint, ref)).toEqual({ token: null });
  });

  it('is refused to read-only users, in managed-service organizations and for deleted sets', async () => {
    const tables = () => [db.sourceSets.all(), db.serviceTokens.all()].map((t) => [...t]);
    const before = tables();
    actAs(PERSONA.tenantReadOnly);
    const doe = { orgId: 'org-doe', sourceSetId: setNamed('org-doe', 'Roaming Laptops').id };
    expect(await failure(callApi(enrollmentUpdateEndpoint, doe))).toMatchObject({
      status: 403,
      key: ErrorKey.forbidden,
    });

    for (const persona of [PERSONA.mspAdmin, PERSONA.globalAdmin]) {
      actAs(persona);
      const labor = { orgId: 'org-dol', sourceSetId: setNamed('org-dol', 'Roaming Laptops').id };
      for (const endpoint of [enrollmentUpdateEndpoint, enrollmentMspUpdateEndpoint]) {
        expect(await failure(callApi(endpoint, labor))).toMatchObject({ status: 403, key: ErrorKey.forbidden });
      }
    }
    expect(tables()).toEqual(before);

    actAs(PERSONA.tenantAdmin);
    const gone = setNamed('org-usda', 'Guest Wi-Fi');
    await db.sourceSets.update(gone, { strict: true, data: (draft) => void (draft.deleted = true) });
    const deleted = await failure(callApi(enrollmentUpdateEndpoint, { orgId: 'org-usda', sourceSetId: gone.id }));
    expect(deleted).toMatchObject({ status: 404, key: ErrorKey.notFound });
  });

  it('lets a global configuration operator enroll devices for an agency through the variant path', async () => {
    actAs(PERSONA.globalAdmin);
    const ref = usdaRoaming();
    const saved = await callApi(enrollmentMspUpdateEndpoint, {
      ...ref,
      authenticationMethod: { newDomain: 'usda.gov' },
    });
    expect(saved.deviceEnrollment).toEqual({ method: 'OneTimePin', identifier: 'usda.gov' });
  });
});

describe('client configuration download', () => {
  it("carries the set's resolver and One Time PIN identifier in each platform's format", async () => {
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const set = stored(ref.sourceSetId);
    await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { newDomain: 'roaming.usda.gov' } });
    const files = new Map<string, string>();
    for (const requestType of ENROLLMENT_PLATFORMS) {
      const { preSignedUrl } = await callApi(enrollmentDownloadEndpoint, {
        ...ref,
        requestType,
        clientDeviceConfig: { platform: requestType, protocol: 'DoH' },
      });
      files.set(requestType, await contentOf(preSignedUrl));
      expect(new URL(preSignedUrl).pathname).toContain(`/pdns-usda-roaming-laptops-${requestType.toLowerCase()}.`);
    }
    expect(files.get('iOS')).toContain('<string>com.apple.dnsSettings.managed</string>');
    expect(files.get('iOS')).toContain(`<string>https://${set.dnsDomain}/dns-query</string>`);
    expect(files.get('macOS')).toContain('<key>PayloadScope</key>');
    const android = JSON.parse(files.get('Android')!);
    expect(android.managedProperty).toContainEqual({ key: 'otp_identifier', valueString: 'roaming.usda.gov' });
    expect(android.managedProperty).toContainEqual({ key: 'resolver_ipv4', valueString: set.dnsIPv4.join(',') });
    expect(files.get('Linux')).toMatch(
      /\[enrollment\]\nenrollment_method = OneTimePin\notp_identifier = roaming.usda.gov/,
    );
    expect(files.get('Windows')).toMatch(/^Windows Registry Editor Version 5\.00\r\n/);
    expect(files.get('Windows')).toContain(`"source_set_id"="${set.id}"\r\n`);
  });

  it('names the Service Auth client id but never the secret', async () => {
    actAs(PERSONA.tenantAdmin);
    const ref = usdaRoaming();
    const token = await callApi(serviceTokenGenerateEndpoint, ref);
    await callApi(enrollmentUpdateEndpoint, { ...ref, authenticationMethod: { token: token.id } });
    const { preSignedUrl } = await callApi(enrollmentDownloadEndpoint, {
      ...ref,
      requestType: 'Linux',
      clientDeviceConfig: { platform: 'Linux', protocol: 'DoH' },
      serviceTokenId: token.id,
    });
    const content = await contentOf(preSignedUrl);
    expect(content).toContain(`auth_client_id = ${token.clientId}`);
    expect(content).toContain('auth_client_secret =\n');
    expect(content).not.toContain(token.secret!);
  });

  it('is for those who may change the set', async () => {
    actAs(PERSONA.tenantReadOnly);
    const doe = { orgId: 'org-doe', sourceSetId: setNamed('org-doe', 'Roaming Laptops').id };
    const refused = await failure(
      callApi(enrollmentDownloadEndpoint, {
        ...doe,
        requestType: 'Windows',
        clientDeviceConfig: { platform: 'Windows', protocol: 'DoH' },
      }),
    );
    expect(refused).toMatchObject({ status: 403, key: ErrorKey.forbidden });
  });
});
