import { normalizeName } from '@/api/policies/expression-rules';
import { readCsv } from '@/lib/read-csv';
import { isDomainName } from '@/lib/enrollment-identifier';

/*
 * A hosts file for the Domain 'is in' expression (spec 2 §5, §9): CSV only, the first column,
 * at most 500 hosts. Encrypted or binary files are refused before they are parsed. Pure apart
 * from reading the File; the CSV reader is loaded on the first upload.
 */

export const MAX_FILE_HOSTS = 500;
/** 500 names of 253 characters fit in far less: anything larger is not a hosts list. */
export const MAX_FILE_BYTES = 1024 * 1024;

export const FORMAT_MESSAGE = 'Please upload one of the following file formats: csv';
export const TOO_MANY_MESSAGE = 'List contains more than 500 hosts';
export const ENCRYPTED_MESSAGE =
  'Encrypted or unreadable files are not supported. Upload a plain-text CSV file of hosts.';
export const TOO_LARGE_MESSAGE = 'The file is larger than 1 MB. Upload a CSV file of at most 500 hosts.';
export const EMPTY_MESSAGE = 'The file contains no hosts.';
export const INVALID_PREFIX = 'The following domains are invalid:';

/** A header cell the first row may carry instead of a host. */
const HEADERS = new Set(['host', 'hosts', 'hostname', 'domain', 'domains', 'domain name', 'dns name', 'name']);

/** Signatures of containers and encrypted formats: zip (and xlsx), OLE (encrypted Office), PGP, 7z, gzip. */
const SIGNATURES: readonly number[][] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x1f, 0x8b],
  [0x85, 0x01],
  [0x84, 0x01],
];
const ARMOR = '-----BEGIN PGP';

export type HostsFileResult = { hosts: string[] } | { error: string };

const isCsvName = (name: string): boolean => /\.csv$/i.test(name);

/** The text of a plain-text file, or null when it is encrypted, a container or not UTF-8 text. */
export function plainText(bytes: Uint8Array): string | null {
  if (SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))) return null;
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.trimStart().startsWith(ARMOR)) return null;
  return text.replace(/^\uFEFF/, '');
}

/** The hosts of a CSV file's first column (a header row of a known name is skipped), or why not. */
export async function readHostsFile(file: File): Promise<HostsFileResult> {
  if (!isCsvName(file.name)) return { error: FORMAT_MESSAGE };
  if (file.size > MAX_FILE_BYTES) return { error: TOO_LARGE_MESSAGE };
  const text = plainText(new Uint8Array(await file.arrayBuffer()));
  if (text === null) return { error: ENCRYPTED_MESSAGE };
  const cells = (await readCsv(text)).map((row) => (row[0] ?? '').trim()).filter(Boolean);
  if (cells.length && HEADERS.has(cells[0].toLowerCase())) cells.shift();
  const hosts = [...new Set(cells.map(normalizeName))];
  if (!hosts.length) return { error: EMPTY_MESSAGE };
  if (hosts.length > MAX_FILE_HOSTS) return { error: TOO_MANY_MESSAGE };
  const invalid = hosts.filter((host) => !isDomainName(host));
  if (invalid.length)
    return { error: `${INVALID_PREFIX} ${invalid.slice(0, 10).join(', ')}${invalid.length > 10 ? ', …' : ''}` };
  return { hosts };
}

/** The sample the 'Download sample CSV' link saves: made here, so it works offline. */
export const SAMPLE_CSV = ['domain', 'example.gov', 'www.example.gov', 'mail.example.gov', 'ads.example.com', ''].join(
  '\r\n',
);
