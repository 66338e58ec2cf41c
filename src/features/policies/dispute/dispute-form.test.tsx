import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { deleteRecord, updateRecord } from '@mock/core/crud';
import { db } from '@mock/db/database';
import { insertPolicy } from '@mock/testing/policy-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messageForKey } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { policyDisputeEndpoint } from '@/api/policies/dispute-contract';
import { isInAppPath } from './dispute-search';
import { pasteInto } from '../../../../tests/setup/paste-into';

const server = useScreenTests();

const FROM = '/organizations/users';
const PATH = `/global-policy-dispute?from=${encodeURIComponent(FROM)}`;

/** The seed's global policies give way to the test's own, so the choices are known. */
async function withoutSeededGlobalPolicies() {
  for (const record of db.policies.all().filter((policy) => policy.global)) deleteRecord(db.policies, record);
}

async function withGlobalPolicies() {
  await withoutSeededGlobalPolicies();
  await insertPolicy({ id: 'pol-malware', name: 'Block Known Malware' });
  await insertPolicy({ id: 'pol-parked', name: 'Block Parked Domains', status: 'PENDING_DISABLE' });
  await insertPolicy({ id: 'pol-off', name: 'Block Newly Seen', status: 'DISABLED' });
}

async function openForm(path = PATH) {
  const rendered = await renderRoute(path, { persona: 'tenantAdmin' });
  await screen.findByRole('heading', { level: 1, name: 'Global Policy Dispute' });
  return { ...rendered, user: userEvent.setup() };
}

const policySelect = () => screen.getByRole('combobox', { name: /Disputed global policy/ });
const domainInput = () => screen.getByRole('textbox', { name: /Domain or hosts impacted by this policy/ });
const detailsInput = () => screen.getByRole('textbox', { name: 'Provide additional details' });

async function choosePolicy(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(policySelect()).toBeEnabled());
  await user.click(policySelect());
  await user.click(await screen.findByRole('option', { name }));
}

describe('Global Policy Dispute', () => {
  it('tells the user what the form is for and offers only global policies in force', async () => {
    await withGlobalPolicies();
    const { user } = await openForm();
    expect(screen.getByText(/undesirable mission impact/)).toBeVisible();
    expect(screen.getByText(/as much detail as possible/)).toBeVisible();
    await choosePolicy(user, 'Block Parked Domains');
    expect(screen.getByRole('option', { name: 'Block Known Malware', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Block Newly Seen', hidden: true })).toBeNull();
  });

  it('says which fields are required and sends nothing', async () => {
    await withGlobalPolicies();
    const { user } = await openForm();
    await waitFor(() => expect(policySelect()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Disputed global policy is required')).toBeVisible();
    expect(screen.getByText(messageForKey(ErrorKey.disputeDomainRequired))).toBeVisible();
    expect(domainInput()).toHaveAttribute('aria-invalid', 'true');

    await pasteInto(user, domainInput(), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messageForKey(ErrorKey.disputeDomainFormat))).toBeVisible();
    expect(db.policyDisputes.count()).toBe(0);
  });

  it('disables the policy select while there are no global policies to dispute', async () => {
    await withoutSeededGlobalPolicies();
    await insertPolicy({ id: 'pol-off', name: 'Block Newly Seen', status: 'DISABLED' });
    await openForm();
    await waitFor(() => expect(policySelect()).toHaveAttribute('placeholder', 'No global policies are in force'));
    expect(policySelect()).toBeDisabled();
  });

  it('submits, says so and returns to the path it was opened from', async () => {
    await withGlobalPolicies();
    const { user, router } = await openForm();
    await choosePolicy(user, 'Block Known Malware');
    await pasteInto(user, domainInput(), 'usda.gov, www.usda.gov');
    await pasteInto(user, detailsInput(), 'Our public site is blocked.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('A Global Policy Dispute was successfully submitted.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(FROM));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
    expect(db.policyDisputes.all()).toMatchObject([
      {
        orgId: 'org-usda',
        policyId: 'pol-malware',
        hosts: ['usda.gov', 'www.usda.gov'],
        details: 'Our public site is blocked.',
      },
    ]);
    expect(db.outbox.all()).toMatchObject([{ kind: 'policy.dispute', subjectId: 'pol-malware' }]);
  });

  it('keeps the service’s answer about a field on the form, at that field', async () => {
    await withGlobalPolicies();
    const { user, router } = await openForm();
    await choosePolicy(user, 'Block Known Malware');
    await pasteInto(user, domainInput(), 'usda.gov');
    // The policy is disabled after the list was loaded: the service no longer finds it in force.
    await updateRecord(
      db.policies,
      db.policies.all().find((p) => p.id === 'pol-malware')!,
      { status: 'DISABLED' },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(messageForKey(ErrorKey.notFound))).toBeVisible();
    expect(policySelect()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/global-policy-dispute');
    expect(db.policyDisputes.count()).toBe(0);
  });

  it('returns the user with the generic message when the call fails outright', async () => {
    await withGlobalPolicies();
    server.use(http.post(endpointPattern(policyDisputeEndpoint.path), () => HttpResponse.error()));
    const { user, router } = await openForm();
    await choosePolicy(user, 'Block Known Malware');
    await pasteInto(user, domainInput(), 'usda.gov');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(messageForKey(ErrorKey.internal))).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(FROM));
  });

  it('returns the user with the service’s message when its error is about no field', async () => {
    await withGlobalPolicies();
    server.use(
      http.post(endpointPattern(policyDisputeEndpoint.path), () =>
        HttpResponse.json({ errors: [{ key: ErrorKey.forbidden, message: 'No.' }] }, { status: 403 }),
      ),
    );
    const { user, router } = await openForm();
    await choosePolicy(user, 'Block Known Malware');
    await pasteInto(user, domainInput(), 'usda.gov');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(messageForKey(ErrorKey.forbidden))).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(FROM));
  });

  it('asks before Cancel throws away what was typed', async () => {
    await withGlobalPolicies();
    const { user, router } = await openForm();
    await pasteInto(user, domainInput(), 'usda.gov');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/global-policy-dispute');
    expect(domainInput()).toHaveValue('usda.gov');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(FROM));
  });

  it('cancels an untouched form without asking, to the root when the carried path is not in the app', async () => {
    const { user, router } = await openForm('/global-policy-dispute?from=%2F%2Fevil.example%2Fx');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/global-policy-dispute'));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
    expect(router.state.location.href).not.toContain('evil.example');
  });
});

describe('isInAppPath', () => {
  it('accepts in-app paths and refuses other hosts and schemes', () => {
    expect(isInAppPath('/policy-editor?page=2')).toBe(true);
    expect(isInAppPath('/')).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', 'policy-editor', '/a b', ''])
      expect(isInAppPath(path)).toBe(false);
  });
});
