import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '../../../../tests/setup/paste-into';

useScreenTests();

const PATH = '/organizations/sources';

async function openAddSource(persona: Parameters<typeof renderRoute>[1]['persona']) {
  await renderRoute(PATH, { persona });
  const user = userEvent.setup();
  await screen.findByRole('table', { name: /Authorized Sources of/ });
  await user.click(await screen.findByRole('button', { name: 'Add New Source' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Source' });
  // The set list has arrived once the Default set is chosen for the new source.
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Source Set/ })).toHaveValue('Default'));
  return { user, dialog };
}

describe('the source dialog', () => {
  it('refuses a CIDR block in the dialog and a reserved address at the field, from the service', async () => {
    const { user, dialog } = await openAddSource('daniel');
    const address = within(dialog).getByRole('textbox', { name: /IP Address/ });
    await pasteInto(user, address, '52.14.0.0/16');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a single IPv4 address, without a prefix length')).toBeVisible();
    await user.clear(address);
    await pasteInto(user, address, '10.1.2.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This address is reserved and cannot be an authorized source.'),
    ).toBeVisible();
  });

  it("offers 'Create new Source Set' for a new name, and the set is created with the source", async () => {
    const { user, dialog } = await openAddSource('daniel');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /IP Address/ }), '52.14.7.9');
    const set = within(dialog).getByRole('textbox', { name: /Source Set/ });
    await user.clear(set);
    await pasteInto(user, set, 'Branch Lab');
    await user.click(await screen.findByRole('option', { name: /Create new Source Set/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source created.')).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'Branch Lab' })).toBeVisible();
  });

  it('disables Save for iboss and says why', async () => {
    const { user, dialog } = await openAddSource('daniel');
    await user.click(within(dialog).getByRole('radio', { name: 'SSE' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'iboss' }));
    expect(within(dialog).getByText(/iboss sources are added by the Protective DNS team/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('hides SSE for a managed-service organization', async () => {
    const { dialog } = await openAddSource('kevin');
    expect(within(dialog).getByRole('radio', { name: 'IPv6' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'SSE' })).toBeNull();
  });

  it('keeps type and address fixed when editing', async () => {
    await renderRoute(PATH, { persona: 'daniel' });
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Headquarters' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    const edit = (await screen.findAllByRole('button', { name: /^Edit Source / }))[0];
    const address = edit.getAttribute('aria-label')!.replace('Edit Source ', '');
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Source' });
    expect(within(dialog).queryByRole('textbox', { name: /IP Address/ })).toBeNull();
    expect(within(dialog).getByText(address)).toBeVisible();
    expect(within(dialog).queryByRole('radio', { name: 'IPv4' })).toBeNull();
  });
});

describe('who sees what', () => {
  it('gives a read-only user no usable Add New Source and no Edit or Delete', async () => {
    await renderRoute(PATH, { persona: 'hannah' });
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Headquarters' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    await screen.findAllByRole('button', { name: /^View Source / });
    expect(screen.getByRole('button', { name: 'Add New Source' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Delete Source / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit Source / })).toBeNull();
  });

  it("shows the operator every organization's sets with an Org column, Add New Source disabled", async () => {
    await renderRoute(PATH, { persona: 'olivia' });
    const table = await screen.findByRole('table', { name: /All Sources of/ });
    expect(within(table).getByRole('columnheader', { name: 'Org' })).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    expect(screen.getByRole('button', { name: 'Add New Source' })).toBeDisabled();
  });
});

describe('Download List', () => {
  it("saves the organization's source list from the service's pre-signed link", async () => {
    const blobs: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:test/${blobs.push(blob as Blob)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderRoute(PATH, { persona: 'daniel' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download List' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^sources-usda-\d{4}-\d{2}-\d{2}\.csv$/)]));
    const lines = (await blobs[0].text()).trim().split('\r\n');
    expect(lines[0]).toBe('Organization,Source Set,Type,Address or Provider,Description,Date Added');
    expect(lines.slice(1).every((line) => line.startsWith('Agriculture,'))).toBe(true);
    vi.restoreAllMocks();
  });
});
