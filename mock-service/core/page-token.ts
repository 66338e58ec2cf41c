import { invalid } from './mock-error';

/*
 * Page tokens are opaque to clients: base64 of a versioned offset. The version prefix lets a
 * later backend change the format without old tokens being misread as offsets.
 */
const PREFIX = 'p1:';

export const encodePageToken = (offset: number): string => btoa(`${PREFIX}${offset}`);

export function decodePageToken(token: string | null | undefined): number {
  if (token === undefined || token === null || token === '') return 0;
  let decoded: string;
  try {
    decoded = atob(token);
  } catch {
    throw invalid('pageToken', 'The page token is not valid.');
  }
  const match = /^p1:(\d{1,9})$/.exec(decoded);
  if (!match) throw invalid('pageToken', 'The page token is not valid.');
  return Number(match[1]);
}
