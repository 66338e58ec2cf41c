import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { clock, db } from '@mock/node';
import type { PolicyRecord } from '@mock/db/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type PolicyPredicate, priorityOf } from '@/api/policies/contract';
import { seededOrganization } from '../../../../tests/setup/seed';
import { pasteInto } from '../../../../tests/setup/paste-into';
import { predicateLine } from './expression-text';
import { ADD_DISABLED_NOTE, REDACTED_NOTE } from './policy-list-screen';

useScreenTests();

/*
 * Each test adds its own policies to Agriculture (the tenant administrator Daniel's organization),
 * named with a prefix the seed does not use, and opens the list searched for it: what a row shows
 * is then stated here, not copied from the seed. useScreenTests reseeds the table afterwards.
 */

const ORG = 'org-usda';
const PREFIX = 'Plist Case';
const OTHER_MANAGER = 'someone.else@usda.gov';

const domainIn = (...values: string[]): PolicyPredicate => ({ selector: 'domain', operator: 'in', values });

let counter = 0;
async function addPolicy(name: string, over: Partial<PolicyRecord> = {}): Promise<PolicyRecord> {
  counter += 1;
  const id = `plist-${counter}`;
  const now = clock.isoNow();
  const record: PolicyRecord = {
    id,
    policyId: id,
    orgId: ORG,
    name: `${PREFIX} ${name}`,
    description: `About ${name}`,
    action: { type: 'BLOCK' },
    expression: [domainIn('example.com')],
    sourceSetList: [],
    namedSourceSet: [],
    global: false,
    proprietary: false,
    status: 'NEW',
    priorStatus: null,
    lastModified: now,
    submittedBy: null,
    updatedBy: 'Test Author',
    disableDnssec: false,
    blockPageEnabled: false,
    precedence: 5,
    readOnly: false,
    redacted: false,
    analysisData: null,
    createdAt: now,
    analysisStartedAt: null,
    statusBeforeAnalysis: null,
    reminderSentAt: null,
    ...over,
  };
  await db.policies.create(record);
  if (record.status === 'ENFORCING' || record.status === 'PENDING_DISABLE') {
    await db.policyEnforcements.create({
      id: `enf-${id}`,
      policyId: id,
      orgId: record.global ? null : record.orgId,
      precedence: record.precedence,
      action: 'block',
      expression: record.expression,
      sourceSetIds: record.sourceSetList,
      from: now,
      until: null,
    });
  }
  return record;
}

/** Read once the seed is loaded (inside a test). */
const tableName = (orgId = ORG) => `Policies of ${seededOrganization(orgId).displayName}`;

/** The data rows of the list once they have arrived (an opened row's details are one cell). */
async function rows(orgId = ORG) {
  const table = await screen.findByRole('table', { name: tableName(orgId) });
  return waitFor(() => {
    const found = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 1);
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
}

const rowOf = async (name: string, orgId = ORG) => {
  const row = (await rows(orgId)).find((r) => r.textContent?.includes(`${PREFIX} ${name}`));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

const namesShown = async () =>
  (await rows()).map((row) => within(row).queryByRole('link')?.textContent ?? '').filter(Boolean);

const open = (query = '', persona: 'daniel' | 'hannah' = 'daniel') =>
  renderRoute(`/policy-editor?search=${encodeURIComponent(PREFIX)}${query}`, { persona });

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

/** Opens a row's action, returns the dialog. */
async function act(name: string, item: string, orgId = ORG) {
  const user = userEvent.setup();
  await user.click(within(await rowOf(name, orgId)).getByRole('button', { name: `Actions for ${PREFIX} ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: item });
  return { user, dialog };
}

const statusCell = async (name: string, orgId = ORG) => within(await rowOf(name, orgId)).getAllByRole('cell')[2];

describe('Row actions, each after its confirmation', () => {
  it('Enable Policy asks a second manager: the row reads Pending Enable, and no longer offers Enable', async () => {
    await addPolicy('Off', { status: 'DISABLED' });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Off', 'Enable Policy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await statusCell('Off')).toHaveTextContent('Disabled');

    const again = await act('Off', 'Enable Policy');
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Policy submitted for enable')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Off')).toHaveTextContent('Pending Enable'));
    expect(db.policies.all().find((p) => p.name === `${PREFIX} Off`)?.status).toBe('PENDING_ENABLE');
    expect(screen.getByText('Recently Updated Changes')).toBeInTheDocument();
    // Daniel asked for it, so he may not decide it, and a policy about to be enforced is not deleted.
    await waitFor(() => expect(screen.queryByRole('button', { name: `Actions for ${PREFIX} Off` })).toBeNull());
  });

  it('Disable Policy moves an enforcing policy to Pending Disable', async () => {
    await addPolicy('Live', { status: 'ENFORCING' });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Live', 'Disable Policy');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Policy submitted for disable')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Live')).toHaveTextContent('Pending Disable'));
  });

  it('approving a pending enable by another manager enforces it', async () => {
    await addPolicy('Asked', { status: 'PENDING_ENABLE', priorStatus: 'DISABLED', submittedBy: OTHER_MANAGER });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Asked', 'Approve Enable');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Policy enabled')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Asked')).toHaveTextContent('Enforcing'));
  });

  it("denying a pending enable sets it back to disabled ('Policy set back to disabled')", async () => {
    await addPolicy('Asked', { status: 'PENDING_ENABLE', priorStatus: 'DISABLED', submittedBy: OTHER_MANAGER });
    await open('&statusFilterType=ACTIVE');
    const { user, dialog } = await act('Asked', 'Deny Enable');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Policy set back to disabled')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Asked')).toHaveTextContent('Disabled'));
  });

  it('offers no approval to the manager who asked for the change', async () => {
    await addPolicy('Mine', {
      status: 'PENDING_DISABLE',
      priorStatus: 'ENFORCING',
      submittedBy: 'daniel.okafor@usda.gov',
    });
    await open('&statusFilterType=ACTIVE');
    // In force and awaiting their own request: nothing to offer.
    await rowOf('Mine');
    expect(screen.queryByRole('button', { name: `Actions for ${PREFIX} Mine` })).toBeNull();
  });

  it('Delete Policy needs DELETE typed, then the row is gone', async () => {
    await addPolicy('Gone');
    await addPolicy('Stays');
    await open();
    const { user, dialog } = await act('Gone', 'Delete Policy');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText('Policy deleted')).toBeInTheDocument();
    await waitFor(async () => expect(await namesShown()).toEqual([`${PREFIX} Stays`]));
    expect(db.policies.all().some((p) => p.name === `${PREFIX} Gone`)).toBe(false);
  });

  it('acts through the managed-service calls in a managed-service organization, whose managers may decide their own requests', async () => {
    await addPolicy('Labor Asked', {
      orgId: 'org-dol',
      status: 'PENDING_ENABLE',
      priorStatus: 'DISABLED',
      submittedBy: 'kevin.park@dol.gov',
    });
    await addPolicy('Labor Draft', { orgId: 'org-dol' });
    await renderRoute(`/policy-editor?statusFilterType=ACTIVE&search=${encodeURIComponent(PREFIX)}`, {
      persona: 'kevin',
    });
    const approval = await act('Labor Asked', 'Approve Enable', 'org-dol');
    await approval.user.click(within(approval.dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Policy enabled')).toBeInTheDocument();
    await waitFor(async () => expect(await statusCell('Labor Asked', 'org-dol')).toHaveTextContent('Enforcing'));

    await approval.user.click(screen.getByRole('radio', { name: 'Pending' }));
    const deletion = await act('Labor Draft', 'Delete Policy', 'org-dol');
    await deletion.user.type(within(deletion.dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await deletion.user.click(within(deletion.dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Policy deleted')).toBeInTheDocument();
    expect(db.policies.all().some((p) => p.name === `${PREFIX} Labor Draft`)).toBe(false);
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
