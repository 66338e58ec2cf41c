import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { PERSONA } from '@mock/testing/personas';
import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { EXISTING_USER_MESSAGE } from '../users/user-form';
import { onboardedMessage, onboardingDraft } from './onboarding-draft';

const server = useScreenTests();

/** The bodies of the user searches and onboarding calls made, in order (the users tab's pages left out). */
let calls: { path: string; body: unknown }[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (!path.endsWith('/user/api/user/list') && !path.endsWith('/api/potential-org/approve')) return;
  void request
    .clone()
    .json()
    .then((body: { searchString?: string }) => {
      if (path.endsWith('/api/potential-org/approve') || body.searchString) calls.push({ path, body });
    });
});

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  onboardingDraft.save({
    potentialOrgId: 'potential-va',
    orgLabel: 'Department of Veterans Affairs - VA',
    orgName: 'Department of Veterans Affairs',
    displayName: 'Veterans Affairs',
    managementNetworks: [],
    policyApprovalWorkflow: 'disabled',
  });
});

async function fillAndSave(firstName: string, lastName: string, email: string) {
  await renderRoute('/organizations/onboard/contact', { persona: 'customerManager' });
  fireEvent.change(await screen.findByRole('textbox', { name: /First Name/ }), { target: { value: firstName } });
  fireEvent.change(screen.getByRole('textbox', { name: /Last Name/ }), { target: { value: lastName } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email Address/ }), { target: { value: email } });
  fireEvent.change(screen.getByRole('textbox', { name: /Phone Number/ }), { target: { value: '2025550142' } });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

const search = (email: string) => ({
  path: '/user/api/user/list',
  body: { pageSize: 100, orgId: 'org-global', searchString: email },
});
const onboarded = () => db.organizations.all().some((org) => org.orgName === 'Department of Veterans Affairs');

describe('onboarding step 2 looks the e-mail up among existing users', () => {
  it('asks the Existing User question for a person of another organization before onboarding anything', async () => {
    const user = await fillAndSave('Daniel', 'Okafor', 'Daniel.Okafor@USDA.gov');
    const dialog = await screen.findByRole('dialog', { name: 'Existing User' });
    expect(dialog).toHaveTextContent(EXISTING_USER_MESSAGE);
    expect(calls).toEqual([search(PERSONA.tenantAdmin)]);
    expect(onboarded()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(onboardedMessage('Department of Veterans Affairs'))).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/potential-org/approve',
      body: { confirmExisting: true, user: { email: PERSONA.tenantAdmin } },
    });
  });

  it('onboards a new e-mail at once, with no question', async () => {
    await fillAndSave('Robin', 'Hale', 'robin.hale@va.gov');
    expect(await screen.findByText(onboardedMessage('Department of Veterans Affairs'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Existing User' })).toBeNull();
    expect(calls[0]).toEqual(search('robin.hale@va.gov'));
    expect(calls.at(-1)).toMatchObject({ path: '/api/potential-org/approve', body: { confirmExisting: false } });
  });
});

describe('onboarding step 2 refused for step 1 entries', () => {
  it("goes back to step 1 with the service's refusal of the display name at its field, onboarding nothing", async () => {
    const taken = db.organizations.all().find((org) => org.orgId === 'org-usda')!.displayName;
    onboardingDraft.save({ ...onboardingDraft.read()!, displayName: taken });
    await fillAndSave('Robin', 'Hale', 'robin.hale@va.gov');
    const refusal = 'Another organization already uses this display name.';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const displayName = screen.getByRole('textbox', { name: /^Display Name/ });
    expect(displayName).toHaveValue(taken);
    expect(displayName).toHaveAccessibleDescription(refusal);
    expect(onboarded()).toBe(false);
  });
});
