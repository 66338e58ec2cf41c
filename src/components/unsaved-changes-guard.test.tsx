import { useRouter } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { UNSAVED_CHANGES_MESSAGE, UnsavedChangesGuard, useUnsavedChangesGuard } from './unsaved-changes-guard';

function Form() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  // history.push is what router.navigate and <Link> end in, without the app's typed route tree.
  const { history } = useRouter();
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <button
        type="button"
        onClick={() => {
          guard.release();
          history.push('/saved');
        }}
      >
        Save
      </button>
      <button type="button" onClick={() => history.push('/elsewhere')}>
        Go elsewhere
      </button>
      {guard.dialog}
    </>
  );
}

describe('useUnsavedChangesGuard', () => {
  it('navigates freely while the form is clean', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />, { route: '/form' });
    await user.click(await screen.findByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it("asks before leaving a dirty form; 'Stay' keeps the form", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Form />, { route: '/form' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router?.state.location.pathname).toBe('/form');
    expect(screen.queryByText('Other page')).not.toBeInTheDocument();
  });

  it("'Leave' continues the navigation", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Form />, { route: '/form' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(router?.state.location.pathname).toBe('/elsewhere');
  });

  it('lets a released navigation through without asking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />, { route: '/form' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('UnsavedChangesGuard', () => {
  const beforeUnload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  function Screen() {
    const [dirty, setDirty] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setDirty(true)}>
          Edit
        </button>
        <UnsavedChangesGuard when={dirty} />
      </>
    );
  }

  it('warns on tab close only while dirty', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Screen />, { route: '/form', history: 'browser' });
    try {
      const edit = await screen.findByRole('button', { name: 'Edit' });
      expect(beforeUnload()).toBe(false);
      await user.click(edit);
      await waitFor(() => expect(beforeUnload()).toBe(true));
    } finally {
      router?.history.destroy();
    }
  });
});
