import type { ApiErrorItem } from '../../src/api/contract';
import { ErrorKey } from '../../src/api/error-keys';

export interface MockErrorOptions {
  field?: string;
  message?: string;
  detail?: unknown;
  /** Further errors of the same refusal (each bad predicate of an expression list), sent after this one. */
  also?: ApiErrorItem[];
}

/**
 * A failure a handler reports on purpose. defineHandler turns it into the error envelope, so
 * handlers throw instead of building replies.
 */
export class MockError extends Error {
  readonly key: string;
  readonly status: number;
  readonly field?: string;
  readonly detail?: unknown;
  readonly also: ApiErrorItem[];

  constructor(key: string, status: number, options: MockErrorOptions = {}) {
    super(options.message ?? key);
    this.name = 'MockError';
    this.key = key;
    this.status = status;
    this.field = options.field;
    this.detail = options.detail;
    this.also = options.also ?? [];
  }

  toItem(): ApiErrorItem {
    const item: ApiErrorItem = { key: this.key, message: this.message };
    if (this.field !== undefined) item.field = this.field;
    if (this.detail !== undefined) item.detail = this.detail;
    return item;
  }

  /** Every error item of the reply: this one, then the others of the same refusal. */
  toItems(): ApiErrorItem[] {
    return [this.toItem(), ...this.also];
  }
}

export const invalid = (field: string | undefined, message: string) =>
  new MockError(ErrorKey.invalidRequest, 400, { field, message });

export const forbidden = (message = 'The caller may not perform this action.') =>
  new MockError(ErrorKey.forbidden, 403, { message });

export const notFound = (what: string, field?: string) =>
  new MockError(ErrorKey.notFound, 404, { field, message: `${what} was not found.` });

export const unauthorized = (message = 'A valid bearer token is required.') =>
  new MockError(ErrorKey.unauthorized, 401, { message });

/** The JSON reply for one or more errors; used by defineHandler, the catch-all and the Node server. */
export function errorReply(status: number, errors: ApiErrorItem[]): Response {
  return Response.json({ errors }, { status });
}
