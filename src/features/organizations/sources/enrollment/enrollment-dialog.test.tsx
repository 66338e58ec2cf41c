// First: the client reads VITE_API_URL once, when config is first imported.
import '@mock/testing/api-base';
import { clock } from '@mock/core/clock';
import { db } from '@mock/db/database';
import { actAs, useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourceSet } from '@/api/sources/schemas';
import { AppNotifications } from '@/components/app-notifications';
import { IDENTIFIER_FORMAT_MESSAGE } from '@/lib/enrollment-identifier';
import { renderWithProviders } from '../../../../../tests/setup/render';
import { EnrollmentDialog } from './enrollment-dialog';
import { pasteInto } from '../../../../../tests/setup/paste-into';

const server = useMockApi();
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });
afterEach(() => act(() => notifications.clean()));

const setOf = (orgId: string, name: string): SourceSet => {
  const { dateDeleted: _, ...set } = db.sourceSets.all().find((s) => s.orgId === orgId && s.name === name)!;
  return set;
};

function open(set: SourceSet) {
  actAs(PERSONA.tenantAdmin);
  renderWithProviders(
    <>
      <EnrollmentDialog set={set} onClose={() => {}} />
      <AppNotifications />
    </>,
  );
  return { user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Device Enrollment' }) };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });
const downloads = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Client Configuration' })).getAllByRole('button');

describe('Device Enrollment dialog', () => {
  it("opens on the set's One Time PIN and checks the identifier before saving", async () => {
    const { user, dialog } = open(setOf('org-usda', 'Roaming Laptops'));
    expect(within(dialog).getByRole('radio', { name: 'One Time PIN' })).toBeChecked();
    const identifier = within(dialog).getByLabelText(/Email Address or Domain/);
    expect(identifier).toHaveValue('usda.gov');
    expect(downloads(dialog).map((b) => b.textContent)).toEqual(['Android', 'iOS', 'macOS', 'Linux', 'Windows']);
    expect(downloads(dialog).every((b) => !b.hasAttribute('disabled'))).toBe(true);

    await user.clear(identifier);
    await pasteInto(user, identifier, 'field office');
    // Unsaved changes hold the downloads back: a file carries what is saved.
    expect(downloads(dialog).every((b) => b.hasAttribute('disabled'))).toBe(true);
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText(IDENTIFIER_FORMAT_MESSAGE)).toBeInTheDocument();

    await user.clear(identifier);
    await pasteInto(user, identifier, 'Field.USDA.gov');
    await user.click(saveButton(dialog));
    expect(await screen.findByText('One Time Pin Updated')).toBeInTheDocument();
    expect(screen.getByText('Device Enrollment Updated')).toBeInTheDocument();
    expect(identifier).toHaveValue('field.usda.gov');
    expect(downloads(dialog).every((b) => !b.hasAttribute('disabled'))).toBe(true);
  });

  it('keeps Save disabled for Service Auth until a token is generated, and shows its secret once', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 23, 18));
    const { user, dialog } = open(setOf('org-usda', 'Roaming Laptops'));
    await user.click(within(dialog).getByRole('radio', { name: 'Service Auth' }));
    const token = within(dialog).getByRole('group', { name: 'Service Token' });
    expect(within(token).getByRole('group', { name: 'Expiration' })).toHaveTextContent('N/A');
    expect(saveButton(dialog)).toBeDisabled();

    await user.click(within(token).getByRole('button', { name: 'Generate Token' }));
    expect(await within(token).findByText('Copy the client secret now. It is not shown again.')).toBeInTheDocument();
    expect(within(token).getByText(/^[0-9a-f]{64}$/)).toBeInTheDocument();
    expect(within(token).getByRole('button', { name: 'Copy Client Secret' })).toBeInTheDocument();
    expect(within(token).getByRole('group', { name: 'Expiration' })).toHaveTextContent('11/23/27');
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());

    await user.click(saveButton(dialog));
    expect(await screen.findByText('Service Auth Token Updated')).toBeInTheDocument();

    await user.click(within(token).getByRole('button', { name: 'Revoke Token' }));
    await user.click(within(token).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(token).getByRole('group', { name: 'Expiration' })).toHaveTextContent('N/A'));
    expect(within(token).queryByText(/^[0-9a-f]{64}$/)).toBeNull();
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('downloads a file for the current token with the secret it still shows and the options chosen', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/download-device-enrollment'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const { user, dialog } = open(setOf('org-usda', 'Roaming Laptops'));
    await user.click(within(dialog).getByRole('radio', { name: 'Service Auth' }));
    const token = within(dialog).getByRole('group', { name: 'Service Token' });
    await user.click(within(token).getByRole('button', { name: 'Generate Token' }));
    const secret = (await within(token).findByText(/^[0-9a-f]{64}$/)).textContent;
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Service Auth Token Updated')).toBeInTheDocument();
    expect(within(dialog).getByText(/The files include the client secret shown above/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'DNS over TLS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download Linux configuration' }));
    const current = db.serviceTokens
      .all()
      .find((t) => t.sourceSetId === setOf('org-usda', 'Roaming Laptops').id && !t.revokedAt)!;
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({
          requestType: 'Linux',
          clientDeviceConfig: { platform: 'Linux', protocol: 'DoT' },
          serviceTokenId: current.id,
          clientSecret: secret,
        }),
      ]),
    );
  });

  it('sets None, and shows the service refusal when the set is gone meanwhile', async () => {
    const set = setOf('org-usda', 'Roaming Laptops');
    const { user, dialog } = open(set);
    await user.click(within(dialog).getByRole('radio', { name: 'None' }));
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Device Enrollment Set to None')).toBeInTheDocument();
    expect(db.sourceSets.all().find((s) => s.id === set.id)?.deviceEnrollment).toEqual({ method: 'None' });

    const row = db.sourceSets.all().find((s) => s.id === set.id)!;
    await db.sourceSets.update(row, { strict: true, data: (draft) => void (draft.deleted = true) });
    await user.click(within(dialog).getByRole('radio', { name: 'One Time PIN' }));
    await pasteInto(user, within(dialog).getByLabelText(/Email Address or Domain/), 'usda.gov');
    await user.click(saveButton(dialog));
    expect(await screen.findByText('The requested item was not found.')).toBeInTheDocument();
  });
});
