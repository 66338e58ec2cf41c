import { describe, expect, it, vi } from 'vitest';

const KEY = 'pdns-demo-tour';

/** The running tour lasts the tab's session: a reload reads it back, ending it forgets it. */
describe('the running tour’s place', () => {
  it('is kept in sessionStorage as it moves and read back by a fresh load', async () => {
    sessionStorage.clear();
    const { tourState } = await import('./tour-state');
    tourState.begin('schedule-extract');
    tourState.go(2);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ id: 'schedule-extract', step: 2 });

    vi.resetModules();
    const reloaded = await import('./tour-state');
    // go() moves only a tour that runs: the fresh module read the place back.
    reloaded.tourState.go(3);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ id: 'schedule-extract', step: 3 });

    reloaded.tourState.end();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a stored value that is not a place', async () => {
    sessionStorage.setItem(KEY, '{"id":7}');
    vi.resetModules();
    const { tourState } = await import('./tour-state');
    tourState.go(1);
    expect(sessionStorage.getItem(KEY)).toBe('{"id":7}');
  });
});
