import type { ResourceNames } from './names';

export interface ScreenPlace {
  /** The route's id for createFileRoute: '/widgets' or '/organizations/_tabs/widgets'. */
  routeId: string;
  /** The address a person opens: '/widgets' or '/organizations/widgets'. */
  address: string;
  /** From the route file to src/routes/-guards. */
  guards: string;
  /** An area tab sits under the area's h1; a top-level screen has its own. */
  headingOrder: 1 | 2;
}

/** src/features/<name>/<name>-table-source.ts: what the table and the route's loader both read. */
export const tableSourceFile = (n: ResourceNames) => `import { ${n.one}ListEndpoint } from '@/api/${n.kebab}/contract';
import { ${n.one}Keys } from '@/api/${n.kebab}/queries';
import { orgListSource } from '@/api/list-source';

/** One organization's ${n.words}s, for the table and the route's loader. */
export const ${n.camel}TableSource = orgListSource({
  tableId: '${n.kebab}',
  endpoint: ${n.one}ListEndpoint,
  queryKey: ${n.one}Keys.list,
});
`;

/** src/features/<name>/<name>-screen.tsx: the list screen, its state in the address. */
export const screenFile = (
  n: ResourceNames,
  place: ScreenPlace,
) => `import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ${n.One} } from '@/api/${n.kebab}/contract';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { DataTable, type DataTableColumn, type TableSearch, useTableUrlState } from '@/components/data-table';
import { ErrorState } from '@/components/error-state';
import { ${n.camel}TableSource } from './${n.kebab}-table-source';

const columns: DataTableColumn<${n.One}>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => row.name },
  { id: 'description', header: 'Description', sortable: true, cell: (row) => row.description },
];

/** The ${n.words}s of the organization being viewed; search, sort and page live in the address. */
export function ${n.pascal}Screen({ search }: { search: TableSearch }) {
  const url = useTableUrlState(search);
  const { selected, error } = useSelectedOrganization();
  if (error) return <ErrorState title="${n.title} could not be loaded" error={error} />;
  if (!selected)
    return (
      <Group aria-busy="true">
        <Loader size="sm" /> <Text>Loading ${n.words}s…</Text>
      </Group>
    );
  const source = ${n.camel}TableSource(selected.orgId);
  return (
    <Stack gap="sm">
      <Title order={${place.headingOrder}}>${n.title}</Title>
      <DataTable<${n.One}>
        {...source}
        caption={\`${n.title} of \${selected.displayName}\`}
        columns={columns}
        rowKey={(row) => row.id}
        searchPlaceholder="Search for ${n.words}"
        state={url.state}
        onStateChange={url.onStateChange}
      />
    </Stack>
  );
}
`;

/** The route: title, guard, search schema, a loader that prefetches the first page. */
export const routeFile = (
  n: ResourceNames,
  place: ScreenPlace,
) => `import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ${n.one}SortFields } from '@/api/${n.kebab}/contract';
import { listLoader, searchDeps, tableSearchEntries } from '@/components/data-table/route-state';
import { ${n.pascal}Screen } from '@/features/${n.kebab}/${n.kebab}-screen';
import { ${n.camel}TableSource } from '@/features/${n.kebab}/${n.kebab}-table-source';
import { requireCall } from '${place.guards}';

const ${n.camel}Search = v.object(tableSearchEntries(${n.one}SortFields));

export const Route = createFileRoute('${place.routeId}')({
  staticData: { title: '${n.title}' },
  beforeLoad: requireCall('${n.one}.list'),
  validateSearch: ${n.camel}Search,
  // Starts the table's page while the screen's code loads; the route change never waits for it.
  loaderDeps: searchDeps,
  loader: listLoader((orgId) => ${n.camel}TableSource(orgId)),
  component: function ${n.pascal}Route() {
    return <${n.pascal}Screen search={Route.useSearch()} />;
  },
});
`;

/** src/features/<name>/<name>-screen.test.tsx: the route rendered as a persona against the real mock. */
export const screenTestFile = (
  n: ResourceNames,
  place: ScreenPlace,
) => `import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededOrganization } from '../../../tests/setup/seed';

useScreenTests();

const tableOf = (orgId: string) =>
  screen.findByRole('table', { name: \`${n.title} of \${seededOrganization(orgId).displayName}\` });

describe('${n.title}', () => {
  it("shows a tenant administrator their organization's ${n.words}s, by name", async () => {
    await renderRoute('${place.address}', { persona: 'daniel' });
    expect(await screen.findByRole('heading', { name: '${n.title}' })).toBeInTheDocument();
    const table = await tableOf('org-usda');
    expect(await within(table).findByText('USDA ${n.title.replace(/s$/, '')} 1')).toBeInTheDocument();
    expect(within(table).getByText('USDA ${n.title.replace(/s$/, '')} 3')).toBeInTheDocument();
    expect(within(table).queryByText(/^DOE /)).toBeNull();
  });

  it('keeps a search in the address, and the table shows only what matches', async () => {
    const { router } = await renderRoute('${place.address}', { persona: 'daniel' });
    const table = await tableOf('org-usda');
    await within(table).findByText('USDA ${n.title.replace(/s$/, '')} 1');
    await userEvent.type(screen.getByPlaceholderText('Search for ${n.words}'), '${n.words} 2');
    await within(table).findByText('USDA ${n.title.replace(/s$/, '')} 2', {}, { timeout: 10_000 });
    await expect.poll(() => within(table).queryByText('USDA ${n.title.replace(/s$/, '')} 1'), { timeout: 10_000 }).toBeNull();
    expect(router.state.location.search).toMatchObject({ search: '${n.words} 2' });
  });
});
`;
