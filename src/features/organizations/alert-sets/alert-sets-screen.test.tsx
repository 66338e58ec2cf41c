import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { seededOrganization } from '../../../../tests/setup/seed';

useScreenTests();

const tableOf = (orgId: string) =>
  screen.findByRole('table', { name: `Alert Sets of ${seededOrganization(orgId).displayName}` });

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;

describe('Alert Sets', () => {
  it("shows a manager their organization's sets with Add New Set, and the chooser leads to the form", async () => {
    const { router } = await renderRoute('/organizations/alert-set', { persona: 'daniel' });
    const table = await tableOf('org-usda');
    const row = await within(table).findByRole('row', { name: /Malware Blocks/ });
    expect(within(row).getByText('DNS Events')).toBeInTheDocument();
    expect(within(row).getByText('Hourly')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Policy and Source Changes')).toBeInTheDocument();
    const orgTabs = screen.getByRole('tablist', { name: 'Alert set organizations' });
    expect(within(orgTabs).getByRole('tab', { name: seededOrganization('org-usda').displayName })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add New Set' }));
    const chooser = await screen.findByRole('dialog', { name: 'Add New Set' });
    await waitFor(() => expect(within(chooser).getByRole('radio', { name: 'DNS Events' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(chooser).getByRole('radio', { name: 'System Events' })).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/alert-set/form'));
    expect(router.state.location.search).toEqual({ orgId: 'org-usda', alertType: 'System Events' });
  });

  it('deletes a set after confirmation: the row leaves the table and the notice shows', async () => {
    await renderRoute('/organizations/alert-set', { persona: 'daniel' });
    const table = await tableOf('org-usda');
    await within(table).findByText('Resolver Volume Surge');
    const user = userEvent.setup();
    await user.click(within(rowOf(table, 'Resolver Volume Surge')).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Alert Set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Alert Set' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Alert Set deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Resolver Volume Surge')).toBeNull());
    expect(db.alertSets.all().some((set) => set.id === 'as-usda-2')).toBe(false);
  });

  it('shows a read-only user the sets with View Alert Set only, and opens the set in the form', async () => {
    const { router } = await renderRoute('/organizations/alert-set', { persona: 'hannah' });
    const table = await tableOf('org-doe');
    await within(table).findByText('Lab Blocks and Overrides');
    expect(screen.queryByRole('button', { name: 'Add New Set' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(rowOf(table, 'Lab Blocks')).getByRole('button', { name: /^Actions for / }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete Alert Set' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'View Alert Set' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/alert-set/form'));
    expect(router.state.location.search).toEqual({ orgId: 'org-doe', alertSetId: 'as-doe-1', alertType: 'DNS Events' });
  });

  it("shows the Global organization's watched organizations, or All Organizations", async () => {
    await renderRoute('/organizations/alert-set', { persona: 'olivia' });
    const global = await tableOf('org-global');
    const watching = await within(global).findByRole('row', { name: /Agriculture and Energy Overrides/ });
    expect(watching).toHaveTextContent(seededOrganization('org-usda').displayName);
    expect(within(global).getByRole('row', { name: /Blocked Lookups Across Agencies/ })).toHaveTextContent(
      'All Organizations',
    );
  });

  it('gives a multi-agency user a tab per organization, the chosen one in the address', async () => {
    const { router } = await renderRoute('/organizations/alert-set', { persona: 'james' });
    await tableOf('org-gsa');
    const orgTabs = screen.getByRole('tablist', { name: 'Alert set organizations' });
    const tabs = within(orgTabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['org-gsa', 'org-epa', 'org-nasa'].map((id) => seededOrganization(id).displayName));
    await userEvent.click(within(orgTabs).getByRole('tab', { name: seededOrganization('org-epa').displayName }));
    const epa = await tableOf('org-epa');
    expect(await within(epa).findByText('No Records Found')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ orgId: 'org-epa' });
  });

  it('gives a global user a tab for every organization in a scrolling strip the arrow keys walk', async () => {
    const { router } = await renderRoute('/organizations/alert-set', { persona: 'olivia' });
    await tableOf('org-global');
    const orgTabs = screen.getByRole('tablist', { name: 'Alert set organizations' });
    const tabs = within(orgTabs).getAllByRole('tab');
    expect(tabs).toHaveLength(db.organizations.all().length);
    expect(tabs[0]).toHaveTextContent(seededOrganization('org-global').displayName);
    const user = userEvent.setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs[1]).toHaveAttribute('aria-selected', 'true'));
    const second = db.organizations.all().find((org) => org.displayName === tabs[1]!.textContent);
    await waitFor(() => expect(router.state.location.search).toEqual({ orgId: second?.orgId }));
  });
});
