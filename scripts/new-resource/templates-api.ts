import type { ResourceNames } from './names';

/** src/api/<name>/contract.ts: the entity, its list declaration and get/create/update/delete. */
export const contractFile = (n: ResourceNames) => `import * as v from 'valibot';
import { descriptionSchema } from '../../lib/validators';
import { defineEndpoint, defineListEndpoint, orgIdSchema } from '../contract';

/** A ${n.words} of an organization; its name is unique there. */
export const ${n.one}Schema = v.object({
  orgId: v.string(),
  id: v.string(),
  name: v.string(),
  description: v.string(),
});
export type ${n.One} = v.InferOutput<typeof ${n.one}Schema>;

export const ${n.one}InputSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required'), v.maxLength(100)),
  description: descriptionSchema,
});
export type ${n.One}Input = v.InferOutput<typeof ${n.one}InputSchema>;

const ${n.one}Ref = { orgId: orgIdSchema, id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) };

export const ${n.one}ListEndpoint = defineListEndpoint({
  id: '${n.one}.list',
  path: '/api/${n.kebab}/list',
  summary: '${n.title} of an organization, paged, sorted and searched (name or description) on the server.',
  item: ${n.one}Schema,
  sortFields: ['name', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  tieBreak: ['id'],
  searchFields: ['name', 'description'],
  filters: { orgId: orgIdSchema },
});
export const ${n.one}SortFields = ${n.one}ListEndpoint.list.sortFields;

export const ${n.one}GetEndpoint = defineEndpoint({
  id: '${n.one}.get',
  effect: 'read',
  method: 'POST',
  path: '/api/${n.kebab}/get',
  summary: 'One ${n.words}. Errors: resource.notFound.',
  request: v.object(${n.one}Ref),
  result: ${n.one}Schema,
});

export const ${n.one}CreateEndpoint = defineEndpoint({
  id: '${n.one}.create',
  effect: 'write',
  method: 'POST',
  path: '/api/${n.kebab}/create',
  summary: 'Add a ${n.words}. Errors: ${n.one}.duplicate (the name is taken in the organization).',
  request: v.object({ orgId: orgIdSchema, ...${n.one}InputSchema.entries }),
  result: ${n.one}Schema,
});

export const ${n.one}UpdateEndpoint = defineEndpoint({
  id: '${n.one}.update',
  effect: 'write',
  method: 'POST',
  path: '/api/${n.kebab}/update',
  summary: 'Change a ${n.words}. Errors: resource.notFound, ${n.one}.duplicate.',
  request: v.object({ ...${n.one}Ref, ...${n.one}InputSchema.entries }),
  result: ${n.one}Schema,
});

export const ${n.one}DeleteEndpoint = defineEndpoint({
  id: '${n.one}.delete',
  effect: 'write',
  method: 'POST',
  path: '/api/${n.kebab}/delete',
  summary: 'Remove a ${n.words}. Errors: resource.notFound.',
  request: v.object(${n.one}Ref),
  result: ${n.one}Schema,
});
`;

/** src/api/<name>/permissions.ts: the predicates the access table, the mock and the screens share. */
export const permissionsFile = (n: ResourceNames) => `import type { Principal } from '../roles';

/** Who sees and who changes ${n.words}s; read through the access rows in ./rules.ts. */
export const ${n.one}Permissions = {
  view: (_p: Principal) => true,
  manage: (p: Principal) => p.role === 'Admin',
};
`;

/** src/api/<name>/rules.ts: the access rows and error keys, collected by src/api/resource-rules.ts. */
export const rulesFile = (n: ResourceNames) => `import { type ResourceRules, inOrg } from '../access-rules';
import { ${n.one}Permissions } from './permissions';

/** The keys ${n.words} calls answer beyond the shared ones of src/api/error-keys.ts. */
export const ${n.one}Errors = {
  duplicate: '${n.one}.duplicate',
} as const;

/**
 * Who may call each ${n.words} endpoint, in the organization the input names, and the message
 * of each key before the service's error table is loaded. The access table and the error keys
 * collect them; the mock's pipeline, the route guards and the access matrix read them there.
 */
export const ${n.one}Rules: ResourceRules = {
  access: {
    '${n.one}.list': inOrg('orgId', ${n.one}Permissions.view),
    '${n.one}.get': inOrg('orgId', ${n.one}Permissions.view),
    '${n.one}.create': inOrg('orgId', ${n.one}Permissions.manage),
    '${n.one}.update': inOrg('orgId', ${n.one}Permissions.manage),
    '${n.one}.delete': inOrg('orgId', ${n.one}Permissions.manage),
  },
  errors: {
    [${n.one}Errors.duplicate]: 'A ${n.words} with this name already exists.',
  },
};
`;

/** src/api/<name>/queries.ts: the key factory, page and detail reads, write calls. */
export const queriesFile = (n: ResourceNames) => `import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { resourceKeys } from '../query-keys';
import {
  type ${n.One}Input,
  ${n.one}CreateEndpoint,
  ${n.one}DeleteEndpoint,
  ${n.one}GetEndpoint,
  ${n.one}UpdateEndpoint,
} from './contract';

export interface ${n.One}Ref {
  orgId: string;
  id: string;
}

/** A list is one organization's ${n.words}s (\`list(orgId)\`); the table adds its page parameters. */
export const ${n.one}Keys = resourceKeys<string, ${n.One}Ref>('${n.kebab}');

/** Shared by a route loader (ensureQueryData) and the component (useQuery). */
export const ${n.one}Query = (ref: ${n.One}Ref) =>
  queryOptions({ queryKey: ${n.one}Keys.detail(ref), queryFn: () => callApi(${n.one}GetEndpoint, ref) });

export const create${n.One} = (orgId: string, input: ${n.One}Input) => callApi(${n.one}CreateEndpoint, { orgId, ...input });

export const update${n.One} = (ref: ${n.One}Ref, input: ${n.One}Input) => callApi(${n.one}UpdateEndpoint, { ...ref, ...input });

export const delete${n.One} = (ref: ${n.One}Ref) => callApi(${n.one}DeleteEndpoint, ref);
`;

/** src/api/<name>/mutations.ts: hooks that invalidate by key once the write has settled. */
export const mutationsFile = (
  n: ResourceNames,
) => `import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ${n.One}Input } from './contract';
import { type ${n.One}Ref, create${n.One}, delete${n.One}, ${n.one}Keys, update${n.One} } from './queries';

/** The organization's tables reload; returned so \`mutateAsync\` settles once they have. */
const invalidate = (queryClient: QueryClient, ref: ${n.One}Ref) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ${n.one}Keys.list(ref.orgId) }),
    queryClient.invalidateQueries({ queryKey: ${n.one}Keys.detail(ref) }),
  ]);

export function useCreate${n.One}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, input }: { orgId: string; input: ${n.One}Input }) => create${n.One}(orgId, input),
    onSuccess: (created) => invalidate(queryClient, created),
  });
}

export function useUpdate${n.One}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, input }: { ref: ${n.One}Ref; input: ${n.One}Input }) => update${n.One}(ref, input),
    onSuccess: (_, { ref }) => invalidate(queryClient, ref),
  });
}

/** A refusal may mean the table is stale (someone else deleted it), so it reloads either way. */
export function useDelete${n.One}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: ${n.One}Ref) => delete${n.One}(ref),
    onSettled: (_, __, ref) => invalidate(queryClient, ref),
  });
}
`;

/** src/api/<name>/mutations.test.tsx: each hook, against the mock, reloads what it changed before it settles. */
export const mutationsTestFile = (
  n: ResourceNames,
) => `import { actAs, useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../tests/setup/render';
import { orgListPage } from '../list-source';
import { ${n.one}ListEndpoint } from './contract';
import { useCreate${n.One}, useDelete${n.One}, useUpdate${n.One} } from './mutations';
import { ${n.one}Keys, ${n.one}Query } from './queries';

useMockApi();

const ORG = 'org-usda';
const fetchPage = orgListPage(${n.one}ListEndpoint);

describe('${n.words} mutation hooks', () => {
  it("reload the organization's table and mark the detail stale before they settle", async () => {
    actAs(PERSONA.tenantAdmin);
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        page: useQuery({
          queryKey: [...${n.one}Keys.list(ORG), { pageSize: 100 }],
          queryFn: ({ signal }) => fetchPage(ORG, { pageSize: 100 }, signal),
        }),
        create: useCreate${n.One}(),
        update: useUpdate${n.One}(),
        remove: useDelete${n.One}(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.page.isSuccess).toBe(true));
    const names = () => result.current.page.data!.items.map((item) => item.name);

    const created = await act(() =>
      result.current.create.mutateAsync({ orgId: ORG, input: { name: 'Added', description: '' } }),
    );
    expect(names()).toContain('Added');
    const ref = { orgId: ORG, id: created.id };
    await queryClient.fetchQuery(${n.one}Query(ref));
    await act(() => result.current.update.mutateAsync({ ref, input: { name: 'Renamed', description: '' } }));
    expect(names()).toEqual(expect.arrayContaining(['Renamed']));
    expect(queryClient.getQueryState(${n.one}Query(ref).queryKey)?.isInvalidated).toBe(true);
    await act(() => result.current.remove.mutateAsync(ref));
    expect(names()).not.toContain('Renamed');
  });
});
`;
