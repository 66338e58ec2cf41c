import type { ResourceNames } from './names';

/** mock-service/handlers/<name>.ts: the generic list handler and the crud helpers. */
export const handlerFile = (n: ResourceNames) => `import {
  ${n.one}CreateEndpoint,
  ${n.one}DeleteEndpoint,
  ${n.one}GetEndpoint,
  ${n.one}ListEndpoint,
  ${n.one}UpdateEndpoint,
} from '../../src/api/${n.kebab}/contract';
import { ${n.one}Errors } from '../../src/api/${n.kebab}/rules';
import { deleteRecord, findOr404, uniqueOr409, updateRecord } from '../core/crud';
import { defineHandler } from '../core/define-handler';
import { defineListHandler } from '../core/list-handler';
import { db } from '../db/database';
import type { ${n.One}Record } from '../db/${n.kebab}-table';

/*
 * Who may call each endpoint in which organization is its access row (src/api/${n.kebab}/rules.ts),
 * which the pipeline enforces before these resolvers run.
 */

const existing = (orgId: string, id: string) =>
  findOr404(db.${n.camel}, (record) => record.orgId === orgId && record.id === id, 'The ${n.words}', 'id');

/** Names are unique per organization, whatever their case. */
const assertNameFree = (orgId: string, name: string, except?: string) =>
  uniqueOr409(
    db.${n.camel},
    (record) => record.orgId === orgId && record.id !== except && record.name.toLowerCase() === name.toLowerCase(),
    { key: ${n.one}Errors.duplicate, field: 'name', message: (taken) => \`A ${n.words} named \${taken.name} already exists.\` },
  );

const list = defineListHandler(${n.one}ListEndpoint, ({ input, db }) => ({
  rows: db.${n.camel}.all(),
  where: (record: ${n.One}Record) => record.orgId === input.orgId,
  whereKey: \`${n.kebab}:\${input.orgId}\`,
}));

const get = defineHandler(${n.one}GetEndpoint, ({ input }) => existing(input.orgId, input.id));

const create = defineHandler(${n.one}CreateEndpoint, ({ input, db, clock }) => {
  assertNameFree(input.orgId, input.name);
  return db.${n.camel}.create({
    orgId: input.orgId,
    id: \`${n.kebab}-\${crypto.randomUUID()}\`,
    name: input.name,
    description: input.description,
    createdAt: clock.isoNow(),
  });
});

const update = defineHandler(${n.one}UpdateEndpoint, ({ input, db }) => {
  const record = existing(input.orgId, input.id);
  assertNameFree(input.orgId, input.name, record.id);
  return updateRecord(db.${n.camel}, record, { name: input.name, description: input.description });
});

const remove = defineHandler(${n.one}DeleteEndpoint, ({ input, db }) =>
  deleteRecord(db.${n.camel}, existing(input.orgId, input.id)),
);

export const ${n.one}Handlers = [list, get, create, update, remove];
`;

/** mock-service/db/<name>-table.ts: the record and its collection, collected by resource-tables.ts. */
export const tableFile = (n: ResourceNames) => `import { Collection } from '@msw/data';
import * as v from 'valibot';
import { ${n.one}Schema } from '../../src/api/${n.kebab}/contract';

/** The contract's ${n.words} plus what the service keeps but does not send. */
const ${n.one}Record = v.object({ ...${n.one}Schema.entries, createdAt: v.string() });
export type ${n.One}Record = v.InferOutput<typeof ${n.one}Record>;

export const ${n.one}Tables = { ${n.camel}: new Collection({ schema: ${n.one}Record }) };
`;

/** mock-service/seed/<name>.ts: a few records per organization, deterministic. */
export const seedFile = (n: ResourceNames) => `import type { ${n.One}Record } from '../db/${n.kebab}-table';
import type { SeedContext } from '../db/resource-tables';

/** Three ${n.words}s per organization, named from its acronym, so every persona's table has rows. */
export function ${n.one}Seed({ organizations, now }: SeedContext): { ${n.camel}: ${n.One}Record[] } {
  const createdAt = new Date(now - 30 * 86_400_000).toISOString();
  return {
    ${n.camel}: organizations.flatMap((org) =>
      [1, 2, 3].map((k) => ({
        orgId: org.orgId,
        id: \`${n.kebab}-\${org.orgId}-\${k}\`,
        name: \`\${org.acronym} ${n.title.replace(/s$/, '')} \${k}\`,
        description: \`Seeded ${n.words} \${k} of \${org.acronym}\`,
        createdAt,
      })),
    ),
  };
}
`;

/** mock-service/handlers/<name>.access-samples.ts: the access matrix's requests, found by its glob. */
export const accessSamplesFile = (n: ResourceNames) => `import type { Sample } from '../testing/permission-matrix';

/** Unknown ids and a taken-looking name, so a call the matrix allows writes little. */
export const samples: Record<string, Sample> = {
  '${n.one}.list': ({ orgId }) => ({ orgId }),
  '${n.one}.get': ({ orgId }) => ({ orgId, id: '${n.kebab}-none' }),
  '${n.one}.create': ({ orgId }) => ({ orgId, name: 'Matrix', description: 'Matrix' }),
  '${n.one}.update': ({ orgId }) => ({ orgId, id: '${n.kebab}-none', name: 'Matrix', description: '' }),
  '${n.one}.delete': ({ orgId }) => ({ orgId, id: '${n.kebab}-none' }),
};
`;

/** mock-service/handlers/<name>.test.ts: every call through the real client as seeded personas. */
export const handlerTestFile = (n: ResourceNames) => `// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import {
  ${n.one}CreateEndpoint,
  ${n.one}DeleteEndpoint,
  ${n.one}GetEndpoint,
  ${n.one}ListEndpoint,
  ${n.one}UpdateEndpoint,
} from '../../src/api/${n.kebab}/contract';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { ${n.one}Errors } from '../../src/api/${n.kebab}/rules';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

describe('${n.words} calls', () => {
  it("lists one organization's ${n.words}s, sorted by name and searchable", async () => {
    actAs(PERSONA.tenantAdmin);
    const page = await callApi(${n.one}ListEndpoint, { orgId: 'org-usda', pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual(['USDA ${n.title.replace(/s$/, '')} 1', 'USDA ${n.title.replace(/s$/, '')} 2', 'USDA ${n.title.replace(/s$/, '')} 3']);
    expect(page.items.every((item) => item.orgId === 'org-usda')).toBe(true);
    const searched = await callApi(${n.one}ListEndpoint, { orgId: 'org-usda', searchString: '${n.words} 2' });
    expect(searched.items.map((item) => item.id)).toEqual(['${n.kebab}-org-usda-2']);
  });

  it('creates, reads, renames and deletes, and the table keeps the change', async () => {
    actAs(PERSONA.tenantAdmin);
    const created = await callApi(${n.one}CreateEndpoint, { orgId: 'org-usda', name: 'Added', description: 'New' });
    expect(await callApi(${n.one}GetEndpoint, { orgId: 'org-usda', id: created.id })).toEqual(created);
    const renamed = await callApi(${n.one}UpdateEndpoint, { orgId: 'org-usda', id: created.id, name: 'Renamed', description: 'New' });
    expect(db.${n.camel}.all().find((record) => record.id === created.id)?.name).toBe('Renamed');
    await callApi(${n.one}DeleteEndpoint, { orgId: 'org-usda', id: renamed.id });
    const gone = await failure(callApi(${n.one}GetEndpoint, { orgId: 'org-usda', id: created.id }));
    expect(gone?.key).toBe(ErrorKey.notFound);
  });

  it('refuses a name the organization already uses, at the name field', async () => {
    actAs(PERSONA.tenantAdmin);
    const error = await failure(
      callApi(${n.one}CreateEndpoint, { orgId: 'org-usda', name: 'usda ${n.title.replace(/s$/, '').toLowerCase()} 1', description: '' }),
    );
    expect(error?.find(${n.one}Errors.duplicate)?.field).toBe('name');
  });

  it('refuses a write from someone the access table does not allow, and writes nothing', async () => {
    actAs(PERSONA.tenantReadOnly);
    const before = db.${n.camel}.all().length;
    const error = await failure(callApi(${n.one}CreateEndpoint, { orgId: 'org-doe', name: 'Refused', description: '' }));
    expect(error?.key).toBe(ErrorKey.forbidden);
    expect(db.${n.camel}.all()).toHaveLength(before);
  });
});
`;
