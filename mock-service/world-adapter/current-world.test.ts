// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../core/clock';
import { resetTestDatabase } from '../node';
import { DAY_MS } from '../world/inputs';
import { dashboardWindow } from '../world/world';
import { currentWorld, noteDashboardScope, resetIdleWarmer, setIdleWarming, warmWhenIdle } from './current-world';

/** The seed's world with its warming steps counted instead of computed. */
function countedWorld() {
  const world = currentWorld();
  vi.spyOn(world, 'series').mockImplementation(() => []);
  vi.spyOn(world, 'blockedByCategory').mockImplementation(() => new Map());
  return vi.spyOn(world, 'warmThreatHour').mockImplementation(() => true);
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
    // The start, the all-organizations step, then the first threat day.
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(warmed).toHaveBeenCalledTimes(1);
    setIdleWarming(false);
    vi.runAllTimers();
    expect(warmed).toHaveBeenCalledTimes(1);
  });

  it('warms the days of the scope on screen first, newest first, then the rest', () => {
    vi.useFakeTimers();
    const threatDays = countedWorld();
    const world = currentWorld();
    const order: string[] = [];
    const blockedDays = vi.spyOn(world, 'warmBlockedHour').mockImplementation((_scope, day) => {
      order.push(`b${day}`);
      return true;
    });
    threatDays.mockImplementation((day) => {
      order.push(`t${day}`);
      return true;
    });
    noteDashboardScope({ orgIds: ['org-00'] });
    warmWhenIdle(0);
    vi.runAllTimers();
    // Every whole day of the 30-day period, today's partial day apart.
    const { range } = dashboardWindow(clock.now(), 30);
    const wholeDays = Math.floor(range.to / DAY_MS) - Math.ceil(range.from / DAY_MS);
    expect(blockedDays).toHaveBeenCalledTimes(wholeDays);
    expect(blockedDays.mock.calls.every(([scope]) => scope.orgIds?.[0] === 'org-00')).toBe(true);
    const days = order.filter((o) => o.startsWith('b')).map((o) => Number(o.slice(1)));
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(order.findIndex((o) => o.startsWith('t'))).toBe(wholeDays);
    expect(threatDays).toHaveBeenCalledTimes(23);
  });

  it('takes a day an hour at a time, one step per turn, until the world says it is kept', () => {
    vi.useFakeTimers();
    // No dashboard on screen: the threat days are the only days to warm.
    resetIdleWarmer();
    const hours = countedWorld();
    const steps: number[] = [];
    // Each day is kept at its 24th hour, as the world's own steps do.
    let calls = 0;
    hours.mockImplementation((day) => {
      steps.push(day);
      return ++calls % 24 === 0;
    });
    warmWhenIdle(0);
    // The start with the all-organizations step, then three hours of the newest threat day.
    for (let turn = 0; turn < 4; turn++) vi.advanceTimersToNextTimer();
    expect(new Set(steps).size).toBe(1);
    expect(steps).toHaveLength(3);
    vi.runAllTimers();
    expect(steps).toHaveLength(23 * 24);
    expect(new Set(steps).size).toBe(23);
  });
});
