// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../src/api/endpoints';
import { buildOpenApiDocument } from './openapi';

type Operation = Record<string, any>;
const document = buildOpenApiDocument() as { paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document', () => {
  it('shows a paged list: the sortField enum, default sort, tie-breaks, search fields and filters', () => {
    const users = document.paths['/user/api/user/list'].post;
    const request = users.requestBody.content['application/json'].schema;
    expect(request.properties.sortField.enum).toEqual(['lastName', 'description', 'status']);
    expect(users['x-paged-list']).toEqual({
      sortFields: ['lastName', 'description', 'status'],
      defaultSort: { field: 'lastName', order: 'asc' },
      tieBreak: ['lastName', 'firstName'],
      sortAs: {},
      searchFields: ['firstName', 'lastName', 'email'],
      filters: ['orgId', 'statuses', 'roles', 'organizations'],
    });
    expect(users.description).toContain('default sort: lastName asc');
    expect(document.paths['/api/management-networks/list'].post.description).toContain('Sorted by address: cidr.');
  });

  it("states every operation's effect, and only lists carry list details", () => {
    for (const endpoint of allEndpoints) {
      const operation = document.paths[endpoint.path][endpoint.method.toLowerCase()];
      expect(operation['x-effect'], endpoint.id).toBe(endpoint.effect);
      expect(Boolean(operation['x-paged-list']), endpoint.id).toBe(Boolean(endpoint.list));
    }
    expect(document.paths['/user/api/user/create'].post['x-effect']).toBe('write');
  });

  it("marks the console's extension calls x-extension, and no call the service's documents name", () => {
    const marked = allEndpoints.filter(
      (endpoint) => document.paths[endpoint.path][endpoint.method.toLowerCase()]['x-extension'] === true,
    );
    expect(marked.map((endpoint) => endpoint.path).sort()).toEqual([
      '/api/data/summary',
      '/api/data/top-blocked-domains',
      '/api/data/top-blocked-sources',
    ]);
    for (const endpoint of allEndpoints.filter((e) => !e.extension))
      expect(document.paths[endpoint.path][endpoint.method.toLowerCase()], endpoint.id).not.toHaveProperty(
        'x-extension',
      );
    // Spec 3 §7's dashboard data family, for one.
    expect(document.paths['/api/data/filtered-query-total'].post).not.toHaveProperty('x-extension');
  });
});
