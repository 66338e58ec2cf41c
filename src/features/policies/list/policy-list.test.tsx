import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { clock, db } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { priorityOf } from '@/api/policies/contract';
import { seededOrganization } from '../../../../tests/setup/seed';
import { pasteInto } from '../../../../tests/setup/paste-into';
import { predicateLine } from './expression-text';
import { ADD_DISABLED_NOTE, REDACTED_NOTE } from './policy-list-screen';
import {
  addPolicy,
  domainIn,
  namesShown,
  open,
  ORG,
  OTHER_MANAGER,
  PREFIX,
  rowOf,
  rows,
  tableName,
} from './test-fixtures';

useScreenTests();

describe('The Policy Editor list', () => {
  it('starts on Pending, and Active lists the policies in force or disabled', async () => {
    await addPolicy('Draft');
    await addPolicy('Awaiting', { status: 'PENDING_APPROVAL', submittedBy: OTHER_MANAGER });
    await addPolicy('Live', { status: 'ENFORCING' });
    await addPolicy('Off', { status: 'DISABLED' });
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Editor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await waitFor(async () =>
      expect((await namesShown()).toSorted()).toEqual([`${PREFIX} Awaiting`, `${PREFIX} Draft`]),
    );

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(async () => expect((await namesShown()).toSorted()).toEqual([`${PREFIX} Live`, `${PREFIX} Off`]));
  });

  it('shows the columns, the status, action, priority and type of each policy, the name linking to it', async () => {
    const policy = await addPolicy('Columns', { action: { type: 'LOGONLY' }, precedence: 7 });
    await open();
    const table = await screen.findByRole('table', { name: tableName() });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual([
      'Details',
      'Policy Name',
      'Status',
      'Action',
      'Last Updated',
      'Priority',
      'Policy Type',
      'Actions',
    ]);

    const row = await rowOf('Columns');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[2]).toBe('New');
    expect(cells[3]).toBe('Log Only');
    expect(priorityOf(7)).toBe(5);
    expect(cells[5]).toBe('5');
    expect(cells[6]).toBe('Organization');
    expect(within(row).getByRole('link', { name: `${PREFIX} Columns` })).toHaveAttribute(
      'href',
      `/policy-editor/view/${policy.id}`,
    );
  });

  it('expands a row to five expressions cut at 30 characters, the count of the rest, the description and source sets', async () => {
    const long = domainIn('a-very-long-domain-name.example.com', 'second.example.com');
    const expression = [long, ...Array.from({ length: 7 }, (_, i) => domainIn(`d${i}.gov`))];
    const sets = db.sourceSets.all().filter((set) => set.orgId === ORG && !set.deleted);
    await addPolicy('Many', {
      expression,
      sourceSetList: [sets[0].id],
      namedSourceSet: [sets[0].name],
    });
    await open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Many')).getByRole('button', { name: 'Show details' }));

    const details = await screen.findByText('+3 more');
    const panel = details.closest('td')!;
    const full = predicateLine(long);
    expect(full.length).toBeGreaterThan(30);
    expect(within(panel).getByText(`${full.slice(0, 30)}…`)).toBeInTheDocument();
    // The whole text for assistive tech, and no sixth expression.
    expect(within(panel).getByText(full)).toBeInTheDocument();
    expect(within(panel).getByText(predicateLine(expression[4]))).toBeInTheDocument();
    expect(within(panel).queryByText(predicateLine(expression[5]))).toBeNull();
    expect(within(panel).getByText('About Many')).toBeInTheDocument();
    expect(within(panel).getByText(sets[0].name)).toBeInTheDocument();
  });

  it("reads 'All Source Sets' for an organization's policy without sets", async () => {
    await addPolicy('Everywhere');
    await open();
    await userEvent.setup().click(within(await rowOf('Everywhere')).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('All Source Sets')).toBeInTheDocument();
  });

  it("shows another organization's policy redacted, with the Other Organization chip explaining why", async () => {
    // A global policy of the provider's own scope: Agriculture sees it redacted. Newest, so first.
    await addPolicy('Proprietary', {
      orgId: 'org-global',
      global: true,
      proprietary: true,
      status: 'ENFORCING',
      precedence: 0,
      lastModified: new Date(clock.now() + 60_000).toISOString(),
    });
    await renderRoute('/policy-editor?statusFilterType=ACTIVE', { persona: 'daniel' });
    const first = (await rows())[0];
    expect(first).toHaveTextContent('Redacted');
    expect(first).not.toHaveTextContent(`${PREFIX} Proprietary`);
    const chip = within(first).getByText('Other Organization');
    expect(chip.closest('[aria-description]')).toHaveAttribute('aria-description', REDACTED_NOTE);
    expect(within(first).queryByRole('link')).toBeNull();
    expect(within(first).queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it("shows 'Recently Updated Changes' only while a listed policy awaits a decision", async () => {
    await addPolicy('Quiet');
    await addPolicy('Asking', { status: 'PENDING_APPROVAL', submittedBy: OTHER_MANAGER });
    await renderRoute(`/policy-editor?search=${encodeURIComponent(`${PREFIX} Quiet`)}`, { persona: 'daniel' });
    await rowOf('Quiet');
    expect(screen.queryByText('Recently Updated Changes')).toBeNull();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    const user = userEvent.setup();
    await user.clear(search);
    await pasteInto(user, search, `${PREFIX} Asking`);
    expect(await screen.findByText('Recently Updated Changes')).toBeInTheDocument();
  });

  it("shows 'No Records Found' for a search that finds nothing", async () => {
    await renderRoute('/policy-editor?search=no-policy-is-called-this', { persona: 'daniel' });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('gives a read-only user no row actions and a disabled Add New Policy that says why', async () => {
    await addPolicy('Theirs', { orgId: 'org-doe', status: 'DISABLED' });
    await renderRoute(`/policy-editor?statusFilterType=ACTIVE&search=${encodeURIComponent(PREFIX)}`, {
      persona: 'hannah',
    });
    const table = await screen.findByRole('table', {
      name: `Policies of ${seededOrganization('org-doe').displayName}`,
    });
    await within(table).findByRole('link', { name: `${PREFIX} Theirs` });
    expect(screen.queryAllByRole('button', { name: /^Actions for / })).toEqual([]);
    const add = screen.getByRole('button', { name: 'Add New Policy' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(ADD_DISABLED_NOTE);
  });

  it('offers a policy manager Add New Policy to the create form', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Add New Policy' })).toHaveAttribute(
      'href',
      '/policy-editor/create',
    );
  });
});

describe('Download', () => {
  it("saves the organization's policies from the service's pre-signed link", async () => {
    await addPolicy('In The File');
    const blobs: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:test/${blobs.push(blob as Blob)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^policies-.*\.csv$/)]));
    const text = await blobs[0].text();
    expect(text.split(/\r?\n/)[0]).toBe('Name,Status,Action,Priority,Type,Expressions');
    expect(text).toContain(`${PREFIX} In The File`);
    vi.restoreAllMocks();
  });
});
