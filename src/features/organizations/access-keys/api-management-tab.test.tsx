import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { db } from '@mock/node';
import { HttpResponse, http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '../../../../tests/setup/paste-into';

// The tab exists in the federal civilian build only; the mock reads the same module.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, config: { ...actual.config, orgType: 'FCEB' } };
});

const server = useScreenTests();

const PATH = '/organizations/APIManagement';
const keysOfDol = () => db.accessKeys.all().filter((key) => key.orgId === 'org-dol');

async function openAddDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New Access Key' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add New Access Key' }) };
}

describe('API Management, as the tenant API Manager of an account-linked agency', () => {
  it("lists Labor's keys with their expiry state, and no secret", async () => {
    await renderRoute(PATH, { persona: 'kevin' });
    const table = await screen.findByRole('table', { name: 'Access Keys' });
    const newest = [...keysOfDol()].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated))[0];
    expect(await within(table).findByRole('cell', { name: newest.description })).toBeInTheDocument();
    expect(within(table).getByText(newest.id)).toBeInTheDocument();
    expect(within(table).getAllByText('Expired').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^Expires in \d+ days?$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'API Management', selected: true })).toBeInTheDocument();
  });

  it("refuses an empty Description with 'Value is required' and creates nothing", async () => {
    await renderRoute(PATH, { persona: 'kevin' });
    const { user, dialog } = await openAddDialog();
    await pasteInto(user, within(dialog).getByLabelText(/Description/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value is required')).toBeVisible();
    expect(keysOfDol()).toHaveLength(6);
  });

  it('shows the new secret once, with a copy button and a warning, then lists the key', async () => {
    await renderRoute(PATH, { persona: 'kevin' });
    const { user, dialog } = await openAddDialog();
    await pasteInto(user, within(dialog).getByLabelText(/Description/), 'Screen test forwarder');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const created = await screen.findByRole('dialog', { name: 'Access Key Created' });
    expect(await screen.findByText('Access Key successfully created.')).toBeInTheDocument();
    expect(within(created).getByText('This secret will not be shown again')).toBeVisible();
    const secret = (within(created).getByLabelText('Secret Access Key') as HTMLInputElement).value;
    expect(secret).toMatch(/^[A-Za-z0-9+/]{40}$/);
    expect(within(created).getByRole('button', { name: 'Copy Secret Access Key' })).toBeEnabled();
    expect(JSON.stringify(db.accessKeys.all())).not.toContain(secret);

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).toBeNull());
    const row = (await screen.findByRole('cell', { name: 'Screen test forwarder' })).closest('tr')!;
    expect(within(row).getByText('Expires in 60 days')).toBeInTheDocument();
  });

  it("shows a key's information with the organization's API key", async () => {
    await renderRoute(PATH, { persona: 'kevin' });
    const [key] = keysOfDol();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Access Key ${key.description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Key Information' });
    expect(within(dialog).getByText(key.awsAccessKey)).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue('arn:aws:iam::418295730164:role/pdns-api-dol')).toBeInTheDocument();
  });

  it("says 'Error retrieving Secret' when the API key cannot be had, and still shows the key", async () => {
    server.use(
      http.post(endpointPattern('/api/icam/get-api-key'), () =>
        HttpResponse.json({ errors: [{ key: 'internal.error' }] }, { status: 500 }),
      ),
    );
    await renderRoute(PATH, { persona: 'kevin' });
    const [key] = keysOfDol();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Access Key ${key.description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Key Information' });
    expect(await within(dialog).findByText('Error retrieving Secret')).toBeVisible();
    expect(within(dialog).getByText(key.awsAccessKey)).toBeInTheDocument();
  });

  it('deletes a key after confirmation', async () => {
    await renderRoute(PATH, { persona: 'kevin' });
    const [key] = keysOfDol();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete Access Key ${key.description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Access Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Access key deleted.')).toBeInTheDocument();
    expect(keysOfDol().map((k) => k.id)).not.toContain(key.id);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Delete Access Key ${key.description}` })).toBeNull(),
    );
  });
});

describe('API Management, for everyone else', () => {
  it('is hidden where the organization has no account, even from an API Manager', async () => {
    await renderRoute('/organizations/users', { persona: 'daniel' });
    await screen.findByRole('tab', { name: 'User Management' });
    expect(screen.queryByRole('tab', { name: 'API Management' })).toBeNull();
  });

  it('is disabled for a global user viewing Labor, and its address opens the first tab', async () => {
    const { router } = await renderRoute(PATH, { persona: 'olivia', org: 'org-dol' });
    const tab = await screen.findByRole('tab', { name: 'API Management' });
    expect(tab).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/users'));
  });
});
