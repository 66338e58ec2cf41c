// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from './clock';

describe('clock', () => {
  afterEach(() => clock.useRealTime());

  it('follows real time by default', () => {
    expect(clock.isVirtual()).toBe(false);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(50);
  });

  it('stands still in virtual time until advanced', () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 1));
    expect(clock.isoNow()).toBe('2026-11-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.isoNow()).toBe('2026-11-01T00:01:30.000Z');
    clock.useRealTime();
    expect(clock.isVirtual()).toBe(false);
  });

  it('rejects time running backwards', () => {
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
