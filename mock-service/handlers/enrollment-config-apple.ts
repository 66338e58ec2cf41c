import type { ClientDeviceConfig } from '../../src/api/sources/enrollment-contract';
import type { EnrollmentConfigOrg, EnrollmentConfigSet } from './enrollment-config';

/*
 * An Apple configuration profile (.mobileconfig, an XML property list) for iOS and macOS: a
 * managed DNS Settings payload that sends the device's queries to the set's resolver over HTTPS
 * or TLS, as the download asked, and the client app's own payload with the enrollment settings.
 */

const CLIENT_PAYLOAD = 'gov.cisa.pdns.client';

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** FNV-1a, 32 bits: a stable digest for identifiers derived from names, not for secrets. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The same name gives the same UUID, so a profile downloaded twice replaces itself on the device. */
export function stableUuid(name: string): string {
  const hex = [1, 2, 3, 4]
    .map((n) =>
      fnv1a(name, fnv1a(String(n)))
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

const entry = (indent: string, key: string, value: string) =>
  `${indent}<key>${xml(key)}</key>\n${indent}<string>${xml(value)}</string>`;

export function appleProfile(
  { platform, protocol }: ClientDeviceConfig,
  settings: [string, string][],
  set: EnrollmentConfigSet,
  org: EnrollmentConfigOrg,
  secretNote: string | null,
): string {
  const id = `${CLIENT_PAYLOAD}.${org.orgId}.${set.id}`;
  const addresses = [...set.dnsIPv4, ...set.dnsIPv6].map((a) => `          <string>${xml(a)}</string>`);
  const dns = [
    '    <dict>',
    '      <key>DNSSettings</key>',
    '      <dict>',
    ...(protocol === 'DoT'
      ? [entry('        ', 'DNSProtocol', 'TLS'), entry('        ', 'ServerName', set.dnsDomain)]
      : [
          entry('        ', 'DNSProtocol', 'HTTPS'),
          entry('        ', 'ServerURL', `https://${set.dnsDomain}/dns-query`),
        ]),
    '        <key>ServerAddresses</key>',
    '        <array>',
    ...addresses,
    '        </array>',
    '      </dict>',
    entry('      ', 'PayloadDisplayName', 'Protective DNS resolver'),
    entry('      ', 'PayloadIdentifier', `${id}.dns`),
    entry('      ', 'PayloadType', 'com.apple.dnsSettings.managed'),
    entry('      ', 'PayloadUUID', stableUuid(`${id}.dns`)),
    '      <key>PayloadVersion</key>',
    '      <integer>1</integer>',
    '    </dict>',
  ];
  const client = [
    '    <dict>',
    ...settings.map(([key, value]) => entry('      ', key, value)),
    ...(secretNote ? [`      <!-- ${xml(secretNote)} -->`] : []),
    entry('      ', 'PayloadDisplayName', 'Protective DNS enrollment'),
    entry('      ', 'PayloadIdentifier', `${id}.enrollment`),
    entry('      ', 'PayloadType', CLIENT_PAYLOAD),
    entry('      ', 'PayloadUUID', stableUuid(`${id}.enrollment`)),
    '      <key>PayloadVersion</key>',
    '      <integer>1</integer>',
    '    </dict>',
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '  <key>PayloadContent</key>',
    '  <array>',
    ...dns,
    ...client,
    '  </array>',
    entry('  ', 'PayloadDescription', `Protective DNS for ${platform}: resolver and device enrollment of ${set.name}.`),
    entry('  ', 'PayloadDisplayName', `Protective DNS: ${set.name}`),
    entry('  ', 'PayloadIdentifier', id),
    entry('  ', 'PayloadOrganization', org.orgName),
    ...(platform === 'macOS' ? [entry('  ', 'PayloadScope', 'System')] : []),
    entry('  ', 'PayloadType', 'Configuration'),
    entry('  ', 'PayloadUUID', stableUuid(id)),
    '  <key>PayloadVersion</key>',
    '  <integer>1</integer>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}
