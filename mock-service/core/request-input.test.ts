// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bodyInput, queryInput } from './request-input';

describe('request input', () => {
  const schema = v.object({
    pageSize: v.optional(v.pipe(v.number(), v.integer())),
    includeClosed: v.optional(v.boolean()),
    statuses: v.optional(v.array(v.string())),
    name: v.optional(v.string()),
  });

  it('coerces query parameters to what the schema expects', () => {
    const url = new URL('http://x/api?pageSize=20&includeClosed=true&statuses=Active&statuses=Inactive&name=7');
    expect(queryInput(url, schema)).toEqual({
      pageSize: 20,
      includeClosed: true,
      statuses: ['Active', 'Inactive'],
      name: '7',
    });
  });

  it('leaves values that do not convert for validation to reject', () => {
    const input = queryInput(new URL('http://x/api?pageSize=&includeClosed=yes'), schema);
    expect(v.safeParse(schema, input).success).toBe(false);
  });

  it('reads an empty POST body as no input and rejects broken JSON with its own key', async () => {
    expect(await bodyInput(new Request('http://x', { method: 'POST', body: '' }))).toEqual({});
    await expect(bodyInput(new Request('http://x', { method: 'POST', body: '{"a":' }))).rejects.toMatchObject({
      key: 'request.malformedJson',
      status: 400,
    });
  });
});
