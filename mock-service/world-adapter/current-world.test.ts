// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetTestDatabase } from '../node';
import { currentWorld, setIdleWarming, warmWhenIdle } from './current-world';

/** The seed's world with its warming steps counted instead of computed. */
function countedWorld() {
  const world = currentWorld();
  vi.spyOn(world, 'series').mockImplementation(() => []);
  vi.spyOn(world, 'blockedByCategory').mockImplementation(() => new Map());
  return vi.spyOn(world, 'warmThreatDay').mockImplementation(() => undefined);
}

describe('the idle warmer', () => {
  beforeAll(async () => {
    await resetTestDatabase();
    currentWorld();
  });
  afterEach(() => {
    setIdleWarming(true);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('warms the threat days once calls stop, and not at all when turned off', () => {
    vi.useFakeTimers();
    const warmed = countedWorld();

    setIdleWarming(false);
    warmWhenIdle(0);
    vi.runAllTimers();
    expect(warmed).not.toHaveBeenCalled();

    setIdleWarming(true);
    warmWhenIdle(0);
    vi.runAllTimers();
    // Every day the threat screens' first reply reads: its week, the trend's week and the averages' look-back.
    expect(warmed).toHaveBeenCalledTimes(23);
  });

  it('stops a warming under way when turned off', () => {
    vi.useFakeTimers();
    const warmed = countedWorld();
    warmWhenIdle(0);
    vi.advanceTimersByTime(0);
    expect(warmed).toHaveBeenCalledTimes(1);
    setIdleWarming(false);
    vi.runAllTimers();
    expect(warmed).toHaveBeenCalledTimes(1);
  });
});
