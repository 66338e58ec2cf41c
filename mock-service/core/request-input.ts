import type * as v from 'valibot';
import { ErrorKey } from '../../src/api/error-keys';
import { MockError } from './mock-error';

type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
};

/** optional(), nullable() and the like wrap the schema that says what a query value should become. */
function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let current = schema;
  while (current?.wrapped) current = current.wrapped;
  return current;
}

function coerce(raw: string, schema: AnySchema | undefined): unknown {
  switch (unwrap(schema)?.type) {
    case 'number':
      return raw.trim() === '' ? raw : Number(raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}

/**
 * GET parameters arrive as strings; they become what the request schema expects (numbers,
 * booleans, arrays from repeated names) so the same schema checks GET and POST alike.
 * Values that do not convert are left as they are for validation to reject.
 */
export function queryInput(url: URL, schema: v.GenericSchema): Record<string, unknown> {
  const entries = (schema as AnySchema).entries ?? {};
  const input: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const field = unwrap(entries[name]);
    const values = url.searchParams.getAll(name);
    input[name] =
      field?.type === 'array'
        ? values.map((value) => coerce(value, field.item))
        : coerce(values[values.length - 1], field);
  }
  return input;
}

/** POST bodies: JSON, or nothing at all for endpoints without input (curl users often send none). */
export async function bodyInput(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new MockError(ErrorKey.malformedJson, 400, { message: 'The request body is not valid JSON.' });
  }
}
