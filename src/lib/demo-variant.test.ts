import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config/env';
import { VARIANT_STORAGE_KEY, variantKey } from '@/config/variant';
import { demoVariant, followDemoVariant } from './demo-variant';

const other = config.orgType === 'CI' ? 'FCEB' : 'CI';
const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe("a tab follows the demo's chosen variant", () => {
  afterEach(() => localStorage.clear());

  it('runs as the build variant until one is chosen', () => {
    expect(demoVariant.current()).toEqual(demoVariant.build());
    expect(demoVariant.stale()).toBe(false);
  });

  it('is told once when another tab chooses another variant, and not for other storage', () => {
    const onStale = vi.fn();
    const stop = followDemoVariant(onStale);
    localStorage.setItem('something-else', 'x');
    storageEvent('something-else');
    expect(onStale).not.toHaveBeenCalled();
    localStorage.setItem(VARIANT_STORAGE_KEY, variantKey(demoVariant.current()));
    storageEvent(VARIANT_STORAGE_KEY);
    expect(onStale).not.toHaveBeenCalled();
    localStorage.setItem(VARIANT_STORAGE_KEY, other);
    storageEvent(VARIANT_STORAGE_KEY);
    storageEvent(null);
    expect(onStale).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is told at once when the choice changed while it was loading', () => {
    demoVariant.choose({ orgType: other, managedService: config.managedService });
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).toBe(
      variantKey({ orgType: other, managedService: config.managedService }),
    );
    const onStale = vi.fn();
    followDemoVariant(onStale)();
    expect(onStale).toHaveBeenCalledTimes(1);
  });
});
