import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPanel } from '@/lib/demo-panel';
import { DeferredDemoTools } from './-deferred-demo-tools';

// The demo tools' chunk, held back until the test lets it load.
let loaded: () => void = () => {};
const chunk = new Promise<void>((resolve) => (loaded = resolve));
vi.mock('./-demo-tools', async () => {
  await chunk;
  return { default: () => <p>demo tools</p> };
});

afterEach(() => demoPanel.close());

describe('DeferredDemoTools', () => {
  it('opens the panel for an Alt+Shift+D pressed while the tools are still loading', async () => {
    const user = userEvent.setup();
    render(<DeferredDemoTools />);
    // Ctrl+K asks for the tools; their chunk is still on its way when the panel's shortcut comes.
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(screen.queryByText('demo tools')).not.toBeInTheDocument();
    expect(demoPanel.current()).toBe('clock');

    await act(async () => {
      loaded();
      await chunk;
    });
    expect(await screen.findByText('demo tools')).toBeInTheDocument();
    expect(demoPanel.current()).toBe('clock');
  });
});
