import type { ClientDeviceConfig } from '../../src/api/sources/enrollment-contract';
import { appleProfile } from './enrollment-config-apple';
import { slug } from '../../src/lib/slug';

/*
 * The client configuration a device installs to join a source set: where to resolve (the set's
 * DNS-over-HTTPS domain and its resolver addresses) and how to enroll (One Time PIN identifier or
 * Service Auth client id, and its secret when the download brought it; otherwise the file says where
 * the secret goes). One format per platform, each what its management tools
 * read: a configuration profile for iOS and macOS, an Android Enterprise managed configuration
 * (JSON), an INI file for the Linux client and a registry file for Windows Group Policy.
 */

export interface EnrollmentConfigSet {
  id: string;
  name: string;
  dnsDomain: string;
  dnsIPv4: readonly string[];
  dnsIPv6: readonly string[];
  method: 'OneTimePin' | 'ServiceAuth' | 'None';
  identifier: string | null;
}

export interface EnrollmentConfigOrg {
  orgId: string;
  orgName: string;
  acronym: string;
}

export interface EnrollmentConfigToken {
  clientId: string;
  expiration: string;
  /** Only when the download sent it and it matched the token's digest. */
  secret?: string;
}

export interface EnrollmentConfigFile {
  fileName: string;
  contentType: string;
  content: string;
}

export const CLIENT_APP_ID = 'gov.cisa.pdns.client';
const SECRET_NOTE = 'The client secret is shown once, when the token is generated: add it as auth_client_secret.';

/** The settings every format carries, in order, as key and text value. */
export function enrollmentSettings(
  set: EnrollmentConfigSet,
  org: EnrollmentConfigOrg,
  options: ClientDeviceConfig,
  token?: EnrollmentConfigToken,
): [string, string][] {
  const settings: [string, string][] = [
    ['organization', org.orgId],
    ['organization_name', org.orgName],
    ['source_set_id', set.id],
    ['source_set_name', set.name],
    ['doh_url', `https://${set.dnsDomain}/dns-query`],
    ['dot_host', set.dnsDomain],
    ['resolver_ipv4', set.dnsIPv4.join(',')],
    ['resolver_ipv6', set.dnsIPv6.join(',')],
    ['dns_protocol', options.protocol === 'DoT' ? 'dot' : 'doh'],
    ['enrollment_method', set.method],
  ];
  if (set.method === 'OneTimePin' && set.identifier) settings.push(['otp_identifier', set.identifier]);
  if (set.method === 'ServiceAuth' && token) {
    settings.push(['auth_client_id', token.clientId], ['auth_token_expiration', token.expiration]);
    if (token.secret) settings.push(['auth_client_secret', token.secret]);
  }
  return settings;
}

/** Without the secret (shown once, in the console, never kept by the service) the file says where it goes. */
const needsSecretNote = (set: EnrollmentConfigSet, token?: EnrollmentConfigToken) =>
  set.method === 'ServiceAuth' && !!token && !token.secret;

function androidConfig(settings: [string, string][], set: EnrollmentConfigSet, token?: EnrollmentConfigToken) {
  const managed = {
    kind: 'androidenterprise#managedConfiguration',
    productId: `app:${CLIENT_APP_ID}`,
    managedProperty: settings.map(([key, valueString]) => ({ key, valueString })),
    ...(needsSecretNote(set, token) && { note: SECRET_NOTE }),
  };
  return JSON.stringify(managed, null, 2) + '\n';
}

const iniValue = (value: string) => (/^[\w.,:@/+=-]*$/.test(value) ? value : JSON.stringify(value));

function linuxConfig(settings: [string, string][], set: EnrollmentConfigSet, token?: EnrollmentConfigToken) {
  const sections: Record<string, string[]> = { organization: [], source_set: [], resolver: [], enrollment: [] };
  const sectionOf = (key: string) =>
    key.startsWith('organization')
      ? 'organization'
      : key.startsWith('source_set')
        ? 'source_set'
        : /^(doh|dot|dns|resolver)/.test(key)
          ? 'resolver'
          : 'enrollment';
  for (const [key, value] of settings) sections[sectionOf(key)].push(`${key} = ${iniValue(value)}`);
  if (needsSecretNote(set, token)) sections.enrollment.push(`; ${SECRET_NOTE}`, 'auth_client_secret =');
  const body = Object.entries(sections).map(([name, lines]) => [`[${name}]`, ...lines].join('\n'));
  return [`; Protective DNS client: /etc/pdns-client/enrollment.conf`, ...body].join('\n\n') + '\n';
}

const regString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function windowsConfig(settings: [string, string][], set: EnrollmentConfigSet, token?: EnrollmentConfigToken) {
  const lines = [
    'Windows Registry Editor Version 5.00',
    '',
    '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\CISA\\ProtectiveDNS]',
    ...settings.map(([key, value]) => `${regString(key)}=${regString(value)}`),
  ];
  if (needsSecretNote(set, token)) lines.push(`; ${SECRET_NOTE}`);
  // Registry Editor expects CRLF line ends.
  return lines.join('\r\n') + '\r\n';
}

/** The configuration file of one platform for a set as saved. */
export function enrollmentConfig(
  options: ClientDeviceConfig,
  set: EnrollmentConfigSet,
  org: EnrollmentConfigOrg,
  token?: EnrollmentConfigToken,
): EnrollmentConfigFile {
  const { platform } = options;
  const settings = enrollmentSettings(set, org, options, token);
  const base = `pdns-${slug(org.acronym, 'source-set')}-${slug(set.name, 'source-set')}-${platform.toLowerCase()}`;
  switch (platform) {
    case 'iOS':
    case 'macOS':
      return {
        fileName: `${base}.mobileconfig`,
        contentType: 'application/x-apple-aspen-config',
        content: appleProfile(options, settings, set, org, needsSecretNote(set, token) ? SECRET_NOTE : null),
      };
    case 'Android':
      return {
        fileName: `${base}.json`,
        contentType: 'application/json',
        content: androidConfig(settings, set, token),
      };
    case 'Linux':
      return { fileName: `${base}.conf`, contentType: 'text/plain', content: linuxConfig(settings, set, token) };
    case 'Windows':
      return { fileName: `${base}.reg`, contentType: 'text/plain', content: windowsConfig(settings, set, token) };
  }
}
