import * as v from 'valibot';
import type { Database } from '../../db/database';
import { type Clock, clock } from '../clock';
import { FILES_PREFIX, MAX_TTL_SECONDS, presign } from './presign';

/** What a recipe's generator is given: its checked parameters, the database and the issue time. */
export interface FileContext<P> {
  params: P;
  db: Database;
  /** When the link was issued (mock clock, ms): "as of" for content that depends on time. */
  issuedAt: number;
}

export interface FileRecipe<S extends v.GenericSchema = v.GenericSchema> {
  /** Stable id, a path segment of every link: kebab-case. */
  readonly id: string;
  readonly params: S;
  readonly contentType: string;
  /** 'attachment' (the default) is saved as a file; 'inline' is shown in a tab. */
  readonly disposition: 'attachment' | 'inline';
  /** Builds the content when the link is fetched. Throw MockError notFound when its subject is gone. */
  readonly generate: (context: FileContext<v.InferOutput<S>>) => string | Uint8Array;
}

const recipes = new Map<string, FileRecipe>();

/**
 * Declares a kind of file once, at module level beside the handler that issues it. The recipe,
 * not the content, is what a link carries: content is built when the link is opened, so nothing
 * is stored at issue and the IndexedDB snapshot stays as small as it was.
 */
export function defineFileRecipe<S extends v.GenericSchema>(
  recipe: Omit<FileRecipe<S>, 'disposition'> & { disposition?: FileRecipe['disposition'] },
): FileRecipe<S> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(recipe.id)) throw new Error(`File recipe id ${recipe.id} is not kebab-case`);
  if (recipes.has(recipe.id)) throw new Error(`File recipe ${recipe.id} is defined twice`);
  const defined = { disposition: 'attachment' as const, ...recipe };
  recipes.set(recipe.id, defined as FileRecipe);
  return defined;
}

export const findRecipe = (id: string): FileRecipe | undefined => recipes.get(id);

const base64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const fromBase64url = (text: string): string =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

export interface IssueFileOptions<S extends v.GenericSchema> {
  recipe: FileRecipe<S>;
  params: v.InferInput<S>;
  /** The name the file is saved under (Content-Disposition). */
  name: string;
  /** How long the link works, on the mock's clock; 1 s to 7 days, as S3 allows. */
  ttlSeconds: number;
}

/**
 * Issues a pre-signed link to a file the mock makes, for a handler's `preSignedUrl`. Pass the
 * handler's `request`: the link points at the origin the call came to (the page's in demo mode,
 * the mock server's over HTTP), where the same mock serves it.
 */
export function issueFile<S extends v.GenericSchema>(
  request: Request,
  options: IssueFileOptions<S>,
  at: Clock = clock,
): string {
  const { recipe, name, ttlSeconds } = options;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_TTL_SECONDS) {
    throw new RangeError(`ttlSeconds must be a whole number from 1 to ${MAX_TTL_SECONDS}`);
  }
  // Checked now as well as when served, so a handler's mistake fails its own call, not a later download.
  const params = v.parse(recipe.params, options.params);
  const origin = new URL(request.url).origin;
  const segments = [recipe.id, base64url(JSON.stringify(params)), name].map(encodeURIComponent);
  const pathname = new URL(`${FILES_PREFIX}${segments.join('/')}`, origin).pathname;
  return presign(origin, pathname, at.now(), ttlSeconds);
}
