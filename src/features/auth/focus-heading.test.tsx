import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingWhenShown } from './focus-heading';

function Screen({ active, showDialog = false }: { active: boolean; showDialog?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useFocusHeadingWhenShown(active);
  return (
    <>
      <button onClick={() => setLoaded(true)}>Load</button>
      {showDialog && <div role="dialog" aria-label="Rules of Behavior" />}
      <main id="main-content">{loaded && <h1>Dashboard</h1>}</main>
    </>
  );
}

describe('useFocusHeadingWhenShown', () => {
  it('moves focus to the heading once the new screen renders it', async () => {
    render(<Screen active />);
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus();
  });

  it('leaves focus alone when not asked, or when a dialog holds it', async () => {
    const { unmount } = render(<Screen active={false} />);
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).not.toHaveFocus();
    unmount();
    render(<Screen active showDialog />);
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).not.toHaveFocus();
  });
});
