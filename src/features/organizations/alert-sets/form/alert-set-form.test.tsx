// First: renderRoute's module sets the mock's base URL before the client reads it.
import { renderRoute, useScreenTests } from '../../../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { db } from '@mock/db/database';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { policyListAllEndpoint } from '@/api/policies/contract';
import { GLOBAL_MATCH_ONLY } from './alert-fields';
import { CREATED, FILTER_VALUES_FAILED, NO_LISTS_DETAIL, NO_LISTS_TITLE, REQUIRED } from './alert-set-messages';
import { pasteInto } from '../../../../../tests/setup/paste-into';

const server = useScreenTests();

const DNS = 'DNS%20Events';
type User = ReturnType<typeof userEvent.setup>;

/** Opens a multi-select by its label and chooses an entry. */
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('Alert set form', () => {
  it('creates a DNS Events set as an agency admin: required fields first, then the stored record', async () => {
    const { router } = await renderRoute(`/organizations/alert-set/form?orgId=org-usda&alertType=${DNS}`, {
      persona: 'daniel',
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'New Alert Set' })).toBeInTheDocument();
    const list = db.distributionLists.all().find((l) => l.orgId === 'org-usda')!;
    const policy = db.policies.all().find((p) => p.orgId === 'org-usda' && !p.global)!;

    await user.click(screen.getByRole('switch', { name: /Alert on policy decisions/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(REQUIRED);
    const policyAlert = screen.getByRole('region', { name: 'Policy Alert' });
    expect(within(policyAlert).getAllByText(REQUIRED)).toHaveLength(4);

    await pasteInto(user, name, '  Department Blocks ');
    await user.tab();
    expect(name).toHaveValue('Department Blocks');
    await choose(user, 'Distribution Lists', list.name);
    await user.click(within(policyAlert).getByRole('checkbox', { name: 'Block' }));
    await choose(user, 'Policies', policy.name);
    await choose(user, 'Source Sets', 'All Source Sets');
    await choose(user, 'Authorized Sources', 'All Authorized Sources');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CREATED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/alert-set'));
    const saved = db.alertSets.all().find((s) => s.name === 'Department Blocks');
    expect(saved).toMatchObject({
      orgId: 'org-usda',
      alertType: 'DNS Events',
      cadence: 'Hourly',
      distribution: [list.id],
      policy: {
        enabled: true,
        actions: ['Block'],
        policies: [{ orgId: 'org-usda', policyIds: [policy.id] }],
        sourceSets: [],
        sources: [],
        trigger: { type: 'match' },
      },
      source: { enabled: false },
      providerPolicy: { enabled: false },
    });
  });

  it('shows a read-only agency user a set without Save', async () => {
    const set = db.alertSets.all().find((s) => s.orgId === 'org-doe' && s.alertType === 'DNS Events')!;
    await renderRoute(`/organizations/alert-set/form?orgId=org-doe&alertSetId=${set.id}&alertType=${DNS}`, {
      persona: 'hannah',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alert Set Details' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(set.name);
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: /Alert on policy decisions/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Block' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("says 'An error occurred while populating filter values.' when the policies to filter on fail to load", async () => {
    server.use(http.post(endpointPattern(policyListAllEndpoint.path), () => HttpResponse.error()));
    await renderRoute(`/organizations/alert-set/form?orgId=org-usda&alertType=${DNS}`, { persona: 'daniel' });
    expect(await screen.findByText(FILTER_VALUES_FAILED)).toBeInTheDocument();
  });

  it('warns when the organization has no distribution lists', async () => {
    await renderRoute(`/organizations/alert-set/form?orgId=org-epa&alertType=System%20Events`, { persona: 'olivia' });
    expect(await screen.findByText(NO_LISTS_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NO_LISTS_DETAIL)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Service Downage/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('offers the Global organization only Match, and the organizations it watches', async () => {
    await renderRoute(`/organizations/alert-set/form?orgId=org-global&alertType=${DNS}`, { persona: 'olivia' });
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Organizations' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Alert on policy decisions/ }));
    expect(screen.getByRole('radio', { name: 'Match' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Threshold' })).not.toBeInTheDocument();
    expect(screen.getByText(GLOBAL_MATCH_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Source Alert' })).not.toBeInTheDocument();
  });
});
