// First: renderRoute's module sets the mock's base URL before the client reads it.
import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { clock } from '@mock/core/clock';
import { ANALYSIS_DONE_MS } from '@mock/handlers/policy-analysis';
import { db } from '@mock/db/database';
import { actAs } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, setAccessToken } from '@/api/client';
import { type PolicySaveInput, policySaveEndpoint } from '@/api/policies/contract';
import { profileAsyncEndpoint } from '@/api/policies/impact-contract';
import { UNSAVED_CHANGES_MESSAGE } from '@/components/unsaved-changes-guard';
import { policyManagerListEndpoint } from '@/api/policies/lifecycle-contract';
import { listOrgSourceSetsEndpoint } from '@/api/sources/source-set-contract';
import {
  ANALYSIS_UNSUPPORTED,
  APPROVE_QUESTION,
  APPROVE_WARNING,
  DENY_FAILED,
  DENY_QUESTION,
  MANAGERS_FAILED,
  NO_MANAGERS,
  PROVIDER_CHIP,
  SOURCE_SETS_FAILED,
  TOO_MANY_MANAGERS,
} from './policy-messages';

const server = useScreenTests();
afterEach(() => clock.useRealTime());

const DANIEL = PERSONA.tenantAdmin;

/** Saves a policy through the real client as `email`, as the test's set-up (not what it checks). */
async function savePolicy(email: string, input: Partial<PolicySaveInput> & { orgId: string; name: string }) {
  actAs(email);
  const saved = await callApi(policySaveEndpoint, {
    description: '',
    action: { type: 'BLOCK' },
    expression: [{ selector: 'domain', operator: 'is', values: ['bad.example.com'] }],
    sourceSetList: [],
    ...input,
  });
  setAccessToken(null);
  return saved.policy;
}

/** Runs an impact analysis to its end on the mock's clock. */
async function analyse(email: string, orgId: string, id: string) {
  actAs(email);
  await callApi(profileAsyncEndpoint, { orgId, id, profilingInterval: '72 Hours' });
  clock.advance(ANALYSIS_DONE_MS);
  setAccessToken(null);
}

const stored = (id: string) => db.policies.all().find((policy) => policy.id === id);

describe('Policy form', () => {
  it('creates a policy as a policy manager: a taken name is refused at Name, then it saves as New', async () => {
    await savePolicy(DANIEL, { orgId: 'org-usda', name: 'Existing Policy' });
    const { router } = await renderRoute('/policy-editor/create', { persona: 'daniel' });
    const user = userEvent.setup();

    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.paste('Existing Policy');
    expect(screen.getByRole('radio', { name: 'All Source Sets' })).toBeChecked();
    // A new policy blocks; its response names the address the resolver answers with (spec 2 §2.2).
    expect(screen.getByRole('radio', { name: 'Block with 0.0.0.0' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Block with the block page address (198.51.100.80)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    await user.click(screen.getByRole('textbox', { name: 'Value' }));
    await user.paste('bad.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/already exists/);
    expect(db.policies.all().filter((p) => p.name === 'Existing Policy')).toHaveLength(1);

    await user.clear(name);
    await user.paste('Block bad hosts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/policy-editor\/edit\//));
    const created = db.policies.all().find((p) => p.name === 'Block bad hosts');
    expect(created).toMatchObject({ orgId: 'org-usda', status: 'NEW' });
    expect(router.state.location.pathname).toBe(`/policy-editor/edit/${created!.id}`);
  });

  it("saves a managed-service organization's policy through the managed-service call", async () => {
    const { router } = await renderRoute('/policy-editor/create', { persona: 'kevin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /Name/ }));
    await user.paste('Labor block list');
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    await user.click(screen.getByRole('textbox', { name: 'Value' }));
    await user.paste('bad.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/policy-editor\/edit\//));
    expect(db.policies.all().find((p) => p.name === 'Labor block list')).toMatchObject({
      orgId: 'org-dol',
      status: 'NEW',
    });
  });

  it('offers the Global organization the proprietary choice, no source sets, and checks an override destination', async () => {
    const before = db.policies.all().length;
    await renderRoute('/policy-editor/create', { persona: 'olivia' });
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: /Proprietary/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'All Source Sets' })).toBeNull();
    expect(screen.getByText(PROVIDER_CHIP)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Override' }));
    // The critical-infrastructure build offers no sinkhole.
    expect(screen.queryByRole('radio', { name: 'Sinkhole' })).toBeNull();
    const destination = screen.getByRole('textbox', { name: /Custom destination/ });
    await user.click(destination);
    await user.paste('a.example.com, b.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(destination).toHaveAccessibleDescription(/Invalid Action/));
    // Refused in the form: nothing was sent.
    expect(db.policies.all()).toHaveLength(before);
  });

  it('shows a read-only user the policy as text, with no Save', async () => {
    const policy = stored('policy-doe-gambling')!;
    await renderRoute(`/policy-editor/view/${policy.id}`, { persona: 'hannah' });

    const info = await screen.findByRole('region', { name: 'Policy Information' });
    expect(await within(info).findByText(policy.name)).toBeInTheDocument();
    const action = screen.getByRole('region', { name: 'Action' });
    expect(within(action).getByText('Block')).toBeInTheDocument();
    // The response names the address the resolver answers with (spec 2 §2.2, "block with {ip}").
    expect(
      within(action).getByText(
        policy.blockPageEnabled ? 'Block with the block page address (198.51.100.80)' : 'Block with 0.0.0.0',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(within(screen.getByRole('form', { name: 'Policy' })).queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run Impact Analysis' })).toBeNull();
  });

  it('shows a missing policy as not found, with the way back', async () => {
    await renderRoute('/policy-editor/view/no-such-policy', { persona: 'daniel' });
    expect(await screen.findByText('This policy could not be found.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Policy Editor/ }).length).toBeGreaterThan(0);
  });

  it('runs an impact analysis to success on the mock clock and shows the percent impacted', async () => {
    clock.useVirtualTime(Date.now());
    const policy = await savePolicy(DANIEL, { orgId: 'org-usda', name: 'Analysed policy' });
    await renderRoute(`/policy-editor/edit/${policy.id}`, { persona: 'daniel' });
    const user = userEvent.setup();

    const run = await screen.findByRole('button', { name: 'Run Impact Analysis' });
    await waitFor(() => expect(run).toBeEnabled());
    await user.click(run);
    expect(await screen.findByText(/No changes can be made to this policy/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Run' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    const approval = screen.getByRole('region', { name: 'Policy Approval' });
    expect(await within(approval).findByText('Profiling')).toBeInTheDocument();

    act(() => clock.advance(ANALYSIS_DONE_MS));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/can now be submitted for approval/)).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Impact analysis results' });
    const percents = within(results)
      .getAllByText(/^\d+\.\d{2}%$/)
      .map((cell) => Number.parseFloat(cell.textContent!));
    expect(percents.length).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(screen.getByRole('button', { name: 'Submit for Approval' })).toBeEnabled();
    // The policy reloads with it: back to its status before the analysis, and editable again.
    expect(await within(approval).findByText('New')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Analysed policy');
  });

  it('lists the other policy managers for approval, never the caller, and submits', async () => {
    clock.useVirtualTime(Date.now());
    const policy = await savePolicy(DANIEL, { orgId: 'org-usda', name: 'Ready for approval' });
    await analyse(DANIEL, 'org-usda', policy.id);
    const { router } = await renderRoute(`/policy-editor/edit/${policy.id}`, { persona: 'daniel' });
    const user = userEvent.setup();

    const submit = await screen.findByRole('button', { name: 'Submit for Approval' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Submit for Approval' });
    const choice = await within(dialog).findByRole('checkbox', { name: new RegExp(PERSONA.policyApprover) });
    expect(within(dialog).queryByRole('checkbox', { name: new RegExp(DANIEL) })).toBeNull();

    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policy-editor'));
    expect(stored(policy.id)?.status).toBe('PENDING_APPROVAL');
    expect(await screen.findByText('Policy was successfully submitted for approval')).toBeInTheDocument();
  });

  it('lets the second policy manager approve what the first submitted, after confirming', async () => {
    const policy = stored('policy-usda-social')!;
    expect(policy).toMatchObject({ status: 'PENDING_APPROVAL', submittedBy: DANIEL });

    await renderRoute(`/policy-editor/view/${policy.id}`, { persona: 'policyApprover' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: APPROVE_QUESTION });
    expect(within(dialog).getByText(APPROVE_WARNING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(stored(policy.id)?.status).toBe('ENFORCING'));
    const region = screen.getByRole('region', { name: 'Policy Approval' });
    expect(await within(region).findByText('Enforcing')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('closes Submit for Approval with its notice when the managers cannot be listed, are too many or are none', async () => {
    clock.useVirtualTime(Date.now());
    const policy = await savePolicy(DANIEL, { orgId: 'org-usda', name: 'Nobody to ask' });
    await analyse(DANIEL, 'org-usda', policy.id);
    await renderRoute(`/policy-editor/edit/${policy.id}`, { persona: 'daniel' });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit for Approval' });
    await waitFor(() => expect(submit).toBeEnabled());
    const managersAnswer = (body: object, status = 200) =>
      server.use(
        http.post(endpointPattern(policyManagerListEndpoint.path), () => HttpResponse.json(body, { status }), {
          once: true,
        }),
      );

    managersAnswer({ errors: [{ key: 'internal.error' }] }, 500);
    await user.click(submit);
    expect(await screen.findByText(MANAGERS_FAILED)).toBeInTheDocument();

    managersAnswer({ result: { items: [{ firstName: 'A', lastName: 'B', email: 'a.b@usda.gov' }], nextPageKey: '2' } });
    await user.click(submit);
    expect(await screen.findByText(TOO_MANY_MANAGERS)).toBeInTheDocument();

    managersAnswer({ result: { items: [], nextPageKey: null } });
    await user.click(submit);
    expect(await screen.findByText(NO_MANAGERS)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Submit for Approval' })).toBeNull();
  });

  it('says when a denial is refused, and shows the status history', async () => {
    const policy = stored('policy-usda-social')!;
    await renderRoute(`/policy-editor/view/${policy.id}`, { persona: 'policyApprover' });
    const user = userEvent.setup();
    const deny = await screen.findByRole('button', { name: 'Deny' });
    // Someone else decided meanwhile: the service refuses, and nothing changes.
    await db.policies.update(policy, {
      strict: true,
      data: (draft) => void (draft.status = 'ENFORCING'),
    });
    await user.click(deny);
    const dialog = await screen.findByRole('dialog', { name: DENY_QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect((await screen.findAllByText(DENY_FAILED)).length).toBeGreaterThan(0);
    expect(stored(policy.id)?.status).toBe('ENFORCING');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: 'Status History' }));
    const history = await screen.findByRole('table', { name: 'Status history' });
    expect(within(history).getByText('Pending Approval')).toBeInTheDocument();
  });

  it('says when impact analysis cannot evaluate an expression, and still lets the policy go to approval', async () => {
    await renderRoute('/policy-editor/edit/policy-usda-resolved-ip', { persona: 'daniel' });
    expect(await screen.findByText(ANALYSIS_UNSUPPORTED)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Impact analysis results' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Submit for Approval' })).toBeEnabled();
  });

  it('says when the source sets cannot be fetched, and asks before leaving with unsaved changes', async () => {
    server.use(
      http.post(endpointPattern(listOrgSourceSetsEndpoint.path), () =>
        HttpResponse.json({ errors: [{ key: 'internal.error' }] }, { status: 500 }),
      ),
    );
    const { router } = await renderRoute('/policy-editor/create', { persona: 'daniel' });
    expect(await screen.findByText(SOURCE_SETS_FAILED)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /Name/ }));
    await user.paste('Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/policy-editor/create');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Half typed');
  });
});
