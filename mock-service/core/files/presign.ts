import { toHex } from '../../../src/lib/hex';
import { hmacSha256 } from './sha256';

/**
 * Pre-signed links shaped like Amazon S3's (SigV4 query parameters), so the console, the docs and
 * anyone reading a link see what the real service hands out:
 *
 *   <origin>/mock-files/<recipe>/<params>/<file name>?X-Amz-Algorithm=AWS4-HMAC-SHA256
 *     &X-Amz-Credential=…&X-Amz-Date=20261123T180000Z&X-Amz-Expires=300&X-Amz-SignedHeaders=host
 *     &X-Amz-Signature=<64 hex>
 *
 * Like S3's, a link is stateless: the signature covers the path (which names the recipe, its
 * parameters and the file name) and the validity window, so nothing is stored when a file is
 * issued, a read call stays a read, and a reload or a restart of the mock's worker keeps links
 * working until they expire. The key is public (this is a demo); it only stops edited links.
 */
export const FILES_PREFIX = '/mock-files/';
const SIGNING_KEY = 'pdns-mock-file-service';
const CREDENTIAL = 'MOCKFILESERVICE/us-gov-west-1/s3/aws4_request';
/** S3 refuses pre-signed links valid for longer than seven days. */
export const MAX_TTL_SECONDS = 7 * 24 * 3600;

/** 20261123T180000Z, the form of X-Amz-Date. */
export const amzDate = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function parseAmzDate(text: string | null): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : null;
}

const signature = (pathname: string, date: string, expires: string) =>
  toHex(hmacSha256(SIGNING_KEY, `GET\n${pathname}\n${date}\n${expires}`));

export function presign(origin: string, pathname: string, issuedAtMs: number, ttlSeconds: number): string {
  const date = amzDate(issuedAtMs);
  const expires = String(ttlSeconds);
  const query = new URLSearchParams({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': CREDENTIAL,
    'X-Amz-Date': date,
    'X-Amz-Expires': expires,
    'X-Amz-SignedHeaders': 'host',
  });
  query.set('X-Amz-Signature', signature(pathname, date, expires));
  return `${origin}${pathname}?${query}`;
}

export type LinkCheck =
  { ok: true; issuedAt: number; expiresAt: number } | { ok: false; reason: 'signature' | 'expired' };

/** Whether a link was signed here, unchanged, and is still valid at `nowMs`. */
export function checkLink(url: URL, nowMs: number): LinkCheck {
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const expires = url.searchParams.get('X-Amz-Expires') ?? '';
  const issuedAt = parseAmzDate(date);
  const ttl = /^\d{1,7}$/.test(expires) ? Number(expires) : NaN;
  const given = url.searchParams.get('X-Amz-Signature') ?? '';
  if (issuedAt === null || !(ttl >= 1 && ttl <= MAX_TTL_SECONDS) || given !== signature(url.pathname, date, expires)) {
    return { ok: false, reason: 'signature' };
  }
  const expiresAt = issuedAt + ttl * 1000;
  return nowMs < expiresAt ? { ok: true, issuedAt, expiresAt } : { ok: false, reason: 'expired' };
}
