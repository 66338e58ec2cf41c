import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';

const registered = vi.hoisted(() => ({ listeners: new Map<string, (event: object) => void>() }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: object) => void) {
      registered.listeners.set(type, listener);
    }
    removeEventListener() {}
    register = async () => undefined;
    update = async () => undefined;
  },
}));

describe('UpdatePrompt', () => {
  it('puts the offline notice in the page frame’s slot, in the flow of the page, not over it', async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { NOTICE_SLOT_ID, UpdatePrompt } = await import('./update-prompt');
    renderWithProviders(
      <>
        <div id={NOTICE_SLOT_ID} data-testid="slot" />
        <UpdatePrompt />
      </>,
    );
    await vi.waitFor(() => expect(registered.listeners.get('activated')).toBeDefined());
    registered.listeners.get('activated')!({ isUpdate: false });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The console is ready to work offline.');
    expect(screen.getByTestId('slot')).toContainElement(notice);
    expect(notice.style.position).not.toBe('fixed');
    vi.unstubAllEnvs();
  });
});
