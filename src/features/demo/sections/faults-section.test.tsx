import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DemoControls, demoControls } from '@/lib/demo-controls';
import type { DemoFault, DemoFaultRequest } from '@/lib/demo-control-types';
import { renderWithProviders } from '../../../../tests/setup/render';
import { FaultsSection } from './faults-section';

/** The page side of the mock's fault controls, answering as core/faults.ts does for these cases. */
function fakeFaults() {
  let rules: DemoFault[] = [];
  return {
    inject: vi.fn(async (request: DemoFaultRequest) => {
      if (!Number.isInteger(request.count) || request.count < 1 || request.count > 100)
        return {
          ok: false as const,
          field: 'count' as const,
          message: 'The number of replies must be a whole number from 1 to 100.',
        };
      const rule = { id: `fault-${rules.length + 1}`, status: 409, remaining: request.count, ...request };
      rules = [...rules.filter((r) => r.endpointId !== request.endpointId), rule];
      return { ok: true as const, rule };
    }),
    list: async () => rules,
    clear: vi.fn(async (id?: string) => void (rules = id ? rules.filter((r) => r.id !== id) : [])),
    keys: () => ['email.inUse', 'internal.error'],
  };
}

let faults: ReturnType<typeof fakeFaults>;
beforeEach(() => {
  faults = fakeFaults();
  const chaos = {
    set: vi.fn(),
    off: vi.fn(),
    stats: () => ({ enabled: false, settings: null, calls: 0, inFlight: 0, faults: {} }),
  };
  demoControls.register({ faults, chaos } as unknown as DemoControls);
});

async function choose(label: string, typed: string, option: RegExp | string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the faults section', () => {
  it('shows the key’s message, a refusal at its field, then the injected fault until it is removed', async () => {
    renderWithProviders(<FaultsSection />);
    await choose('Call', 'user.create', /^user\.create:/);
    await choose('Error key', 'email.inUse', 'email.inUse');
    expect(screen.getByText('This email is in use, enter another email address')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Field (optional)' }), 'email');
    const count = screen.getByRole('textbox', { name: 'For the next N replies' });
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Inject' }));
    expect(await screen.findByText('The number of replies must be a whole number from 1 to 100.')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No fault is active.')).toBeInTheDocument();

    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Inject' }));
    expect(faults.inject).toHaveBeenLastCalledWith({
      endpointId: 'user.create',
      key: 'email.inUse',
      count: 2,
      field: 'email',
    });
    expect(await screen.findByText('The next 2 replies of user.create carry email.inUse.')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /user\.create/ });
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(count).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(row).getByRole('button', { name: 'Remove the fault on user.create' }));
    await waitFor(() => expect(screen.getByText('No fault is active.')).toBeInTheDocument());
    expect(faults.clear).toHaveBeenCalledWith('fault-1');
  });
});
