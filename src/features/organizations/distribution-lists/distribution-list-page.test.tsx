import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '@/components/unsaved-changes-guard';
import { seededDistributionLists } from '../../../../tests/setup/seed';
import {
  DUPLICATE_RECIPIENT,
  LIST_FETCH_FAILED,
  LIST_SAVE_FAILED,
  LIST_NAME_TAKEN,
  LIST_SAVED,
} from './distribution-list-form-values';
import { pasteInto } from '../../../../tests/setup/paste-into';

useScreenTests();

const form = (orgId: string, listId?: string) =>
  `/organizations/dist/form?orgId=${orgId}${listId ? `&listId=${listId}` : ''}`;
const emailInputs = () => screen.getAllByRole('textbox', { name: /^Email Address, recipient/ });
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove recipient/ });

describe('Distribution List Information', () => {
  it('adds a list: one row without a remove icon, a duplicate recipient and a taken name refused at their fields, then saved', async () => {
    const taken = seededDistributionLists('org-usda')[0]!.name;
    const { router } = await renderRoute(form('org-usda'), { persona: 'daniel' });
    expect(await screen.findByRole('heading', { name: 'Distribution List Information', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Organization' })).toBeInTheDocument();
    expect(await screen.findAllByRole('textbox', { name: /^Email Address, recipient/ })).toHaveLength(1);
    expect(removeButtons()).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Distribution Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email Address is required')).toBeInTheDocument();

    await pasteInto(user, screen.getByRole('textbox', { name: /Distribution Name/ }), `  ${taken.toUpperCase()}  `);
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Distribution Name/ })).toHaveValue(taken.toUpperCase());
    await pasteInto(user, emailInputs()[0]!, 'pat@usda.gov');
    await user.click(screen.getByRole('button', { name: 'Add Recipient' }));
    expect(removeButtons()).toHaveLength(2);
    await pasteInto(user, emailInputs()[1]!, 'PAT@usda.gov');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DUPLICATE_RECIPIENT)).toBeInTheDocument();
    expect(emailInputs()[1]).toHaveAccessibleDescription(DUPLICATE_RECIPIENT);

    await user.click(screen.getByRole('button', { name: 'Remove recipient 2 (PAT@usda.gov)' }));
    expect(removeButtons()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LIST_NAME_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Distribution Name/ })).toHaveAccessibleDescription(LIST_NAME_TAKEN);

    await user.clear(screen.getByRole('textbox', { name: /Distribution Name/ }));
    await pasteInto(user, screen.getByRole('textbox', { name: /Distribution Name/ }), 'Incident Bridge');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LIST_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/dist'));
    expect(seededDistributionLists('org-usda')).toContainEqual(
      expect.objectContaining({ name: 'Incident Bridge', recipients: [{ email: 'pat@usda.gov', comment: '' }] }),
    );
  });

  it('asks before leaving with unsaved changes, and a platform admin reads Back to Organizations', async () => {
    const list = seededDistributionLists('org-usda')[0]!;
    const { router } = await renderRoute(form('org-usda', list.id), { persona: 'olivia' });
    const name = await screen.findByRole('textbox', { name: /Distribution Name/ });
    expect(name).toHaveValue(list.name);
    expect(emailInputs().map((input) => (input as HTMLInputElement).value)).toEqual(
      list.recipients.map((r) => r.email),
    );
    expect(screen.getByRole('link', { name: 'Back to Organizations' })).toBeInTheDocument();
    const user = userEvent.setup();
    await pasteInto(user, name, ' Team');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/organizations/dist/form');
  });

  it('shows a government-domain refusal at its row and as a notice, and writes nothing', async () => {
    const list = seededDistributionLists('org-usda')[2]!;
    await renderRoute(form('org-usda', list.id), { persona: 'daniel' });
    const [email] = await screen.findAllByRole('textbox', { name: /^Email Address, recipient/ });
    const user = userEvent.setup();
    await user.clear(email!);
    await pasteInto(user, email!, 'ciso@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = (await screen.findByText(LIST_SAVE_FAILED)).closest('.mantine-Notification-root')!;
    expect(notice).toHaveTextContent(/government email domain/i);
    expect(email).toHaveAccessibleDescription(/government email domain/i);
    expect(seededDistributionLists('org-usda')[2]!.recipients).toEqual(list.recipients);
  });

  it('shows a read-only viewer the list without Save, Add Recipient or remove icons', async () => {
    const list = seededDistributionLists('org-doe')[0]!;
    await renderRoute(form('org-doe', list.id), { persona: 'hannah' });
    const name = await screen.findByRole('textbox', { name: /Distribution Name/ });
    expect(name).toHaveValue(list.name);
    expect(name).toBeDisabled();
    for (const input of emailInputs()) expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Recipient' })).toBeNull();
    expect(removeButtons()).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to My Organization' })).toBeInTheDocument();
  });

  it("sends an organization the viewer cannot see to the organization page, and says when a list can't be fetched", async () => {
    const { router } = await renderRoute(form('org-usda', 'dl-usda-1'), { persona: 'hannah' });
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/organizations\/dist\/form/));
    expect(router.state.location.pathname).toMatch(/^\/organizations/);
    await router.navigate({ to: '/organizations/dist/form', search: { orgId: 'org-doe', listId: 'dl-none' } });
    expect(await screen.findByText(LIST_FETCH_FAILED)).toBeInTheDocument();
  });
});
