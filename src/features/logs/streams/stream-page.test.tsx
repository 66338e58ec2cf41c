import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { STREAM_CREATED } from './stream-texts';

useScreenTests();

describe('DNS stream form', () => {
  it('creates a stream: name, description at most 64, a source set required, the fixed texts', async () => {
    const { router } = await renderRoute('/logs/dns-streams/form', { persona: 'mspAdmin' });
    expect(await screen.findByRole('heading', { name: 'New DNS Stream' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to DNS Streams' })).toBeInTheDocument();
    expect(screen.getByText(/^Action is/)).toHaveTextContent('Action is block');
    expect(screen.getByText(/^Policy is/)).toHaveTextContent('Policy is All Policies');
    expect(screen.getByText(/^Authorized Source is/)).toHaveTextContent('Authorized Source is All Authorized Sources');
    fireEvent.change(screen.getByLabelText(/^Stream Name/, { selector: 'input' }), { target: { value: 'SOC feed' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'x'.repeat(65) } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description must be 64 characters or fewer')).toBeInTheDocument();
    expect(screen.getByText('Select at least one source set')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'For the SOC' } });
    await user.click(screen.getByRole('combobox', { name: /^Source Set/ }));
    const option = (await screen.findAllByRole('option'))[0];
    const setName = option.textContent;
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STREAM_CREATED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/logs/dns-streams'));
    const created = db.logStreams.all().find((s) => s.name === 'SOC feed')!;
    expect(created.description).toBe('For the SOC');
    expect(db.sourceSets.all().find((s) => s.id === created.sourceSets[0])?.name).toBe(setName);
  });

  it('shows a stream read-only: its bucket path, its source sets as text, and Close', async () => {
    const stream = db.logStreams.all().find((s) => s.name === 'All sets')!;
    await renderRoute(`/logs/dns-streams/form?id=${stream.id}`, { persona: 'mspAdmin' });
    expect(await screen.findByText(stream.destination)).toBeInTheDocument();
    const names = db.sourceSets
      .all()
      .filter((s) => stream.sourceSets.includes(s.id))
      .map((s) => s.name);
    expect(screen.getByText(names.join(', '))).toBeInTheDocument();
    expect(screen.getByText(/^Action is/)).toHaveTextContent('Action is block');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows the service's refusal of a name already taken at the Stream Name field", async () => {
    const taken = db.logStreams.all().find((s) => s.name === 'All sets')!;
    await renderRoute('/logs/dns-streams/form', { persona: 'mspAdmin' });
    const name = await screen.findByLabelText(/^Stream Name/, { selector: 'input' });
    fireEvent.change(name, { target: { value: taken.name } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^Source Set/ }));
    await user.click((await screen.findAllByRole('option'))[0]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = `A log stream named ${taken.name} already exists.`;
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(refusal);
    expect(db.logStreams.all().filter((s) => s.name === taken.name)).toHaveLength(1);
  });
});
