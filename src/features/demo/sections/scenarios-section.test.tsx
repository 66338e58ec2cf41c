import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DemoControls, demoControls } from '@/lib/demo-controls';
import type { DemoScenarioListing, DemoStartedScenario } from '@/lib/demo-control-types';
import { renderWithProviders } from '../../../../tests/setup/render';
import { ScenariosSection } from './scenarios-section';

/** The page side of the mock's scenario controls, answering as mock-service/scenarios/scenario-store.ts does. */
function fakeScenarios() {
  const offered = [
    { id: 'phishing', title: 'Phishing campaign', summary: 'Look-alike domains in a burst.', orgId: 'org-usda' },
    { id: 'tunnelling', title: 'DNS tunnelling', summary: 'Long random TXT lookups.', orgId: 'org-gsa' },
  ];
  let started: DemoStartedScenario[] = [];
  return {
    list: async (): Promise<DemoScenarioListing> => ({ offered, started }),
    start: vi.fn(async (scenarioId: string) => {
      const scenario = offered.find((s) => s.id === scenarioId)!;
      const record: DemoStartedScenario = {
        id: `started-${started.length + 1}`,
        scenarioId,
        title: scenario.title,
        orgId: scenario.orgId,
        startedAt: '2026-11-16T14:00:00.000Z',
        from: '2026-11-16T14:00:00.000Z',
        to: '2026-11-16T14:45:00.000Z',
        state: 'running',
      };
      started = [record, ...started];
      return { ok: true as const, started: record };
    }),
    remove: vi.fn(async (id: string) => void (started = started.filter((s) => s.id !== id))),
  };
}

let scenarios: ReturnType<typeof fakeScenarios>;
beforeEach(() => {
  scenarios = fakeScenarios();
  demoControls.register({ scenarios } as unknown as DemoControls);
});

describe('the scenarios section', () => {
  it('starts a scenario by keyboard, lists it with its state, and removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScenariosSection />);
    expect(await screen.findByText('No scenario has been started.')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start Phishing campaign' });
    start.focus();
    await user.keyboard('{Enter}');
    expect(scenarios.start).toHaveBeenCalledWith('phishing');
    const table = await screen.findByRole('table', { name: 'Started scenarios' });
    const row = within(table).getByText('Phishing campaign').closest('tr')!;
    expect(within(row).getByText('Running')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Remove Phishing campaign' }));
    expect(scenarios.remove).toHaveBeenCalledWith('started-1');
    expect(await screen.findByText('No scenario has been started.')).toBeInTheDocument();
  });
});
