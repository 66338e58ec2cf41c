import { describe, expect, it } from 'vitest';
import { accessTable } from './access';
import { allEndpoints } from './endpoints';

describe('the access table', () => {
  it.each(allEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))('has a row for %s', (_id, endpoint) => {
    const rule = accessTable[endpoint.id];
    expect(rule, `${endpoint.id} needs a row in src/api/access.ts`).toBeDefined();
    expect(rule.who === 'public', `${endpoint.id}: public in the contract and in the table alike`).toBe(
      Boolean(endpoint.public),
    );
  });

  it('has no row for an endpoint that does not exist', () => {
    const ids = new Set(allEndpoints.map((endpoint) => endpoint.id));
    expect(Object.keys(accessTable).filter((id) => !ids.has(id))).toEqual([]);
  });
});
