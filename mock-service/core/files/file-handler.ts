import { http } from 'msw';
import * as v from 'valibot';
import { ErrorKey } from '../../../src/api/error-keys';
import { db } from '../../db/database';
import { clock } from '../clock';
import { MockError, errorReply } from '../mock-error';
import { findRecipe, fromBase64url } from './files';
import { FILES_PREFIX, checkLink } from './presign';

const refuse = (status: number, key: string, message: string) => errorReply(status, [{ key, message }]);

/** A header value naming the file: a plain fallback and the exact name (RFC 6266). */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function decodeParams(text: string): unknown {
  try {
    return JSON.parse(fromBase64url(text));
  } catch {
    return undefined;
  }
}

/**
 * Serves the links issueFile() hands out, as S3 serves pre-signed objects: an edited link is 403
 * (auth.forbidden), an expired one 403 file.expired, one whose file cannot be made (unknown
 * recipe, its subject deleted since) 404 file.notFound. No session is asked for: the signature
 * is the permission, checked when the link was issued.
 */
export const fileHandler = http.get(new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${FILES_PREFIX}`, 'i'), ({ request }) => {
  const url = new URL(request.url);
  const link = checkLink(url, clock.now());
  if (!link.ok && link.reason === 'signature') {
    return refuse(403, ErrorKey.forbidden, 'The signature does not match this link; request the file again.');
  }
  if (!link.ok) return refuse(403, ErrorKey.fileExpired, 'This link has expired; request the file again.');

  const [recipeId, encoded, name, ...rest] = url.pathname.slice(FILES_PREFIX.length).split('/');
  const recipe = findRecipe(decodeURIComponent(recipeId ?? ''));
  const params = recipe && name && !rest.length ? v.safeParse(recipe.params, decodeParams(encoded ?? '')) : null;
  if (!recipe || !params?.success) return refuse(404, ErrorKey.fileNotFound, 'No such file.');

  let content: string | Uint8Array;
  try {
    content = recipe.generate({ params: params.output, db, issuedAt: link.issuedAt });
  } catch (error) {
    if (error instanceof MockError && error.status === 404) {
      return refuse(404, ErrorKey.fileNotFound, `The file's subject is gone: ${error.message}`);
    }
    console.error(`[mock] file ${recipe.id} could not be made`, error);
    return refuse(500, ErrorKey.internal, `The file ${recipe.id} could not be made.`);
  }
  const body: Uint8Array<ArrayBuffer> =
    typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': recipe.contentType,
      'Content-Disposition': contentDisposition(recipe.disposition, decodeURIComponent(name)),
      'Content-Length': String(body.byteLength),
    },
  });
});
