import { describe, expect, it } from 'vitest';
import {
  VARIANT_STORAGE_KEY,
  parseVariant,
  readVariantOverride,
  variantKey,
  variantLabel,
  workerNameOf,
} from './variant';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === VARIANT_STORAGE_KEY ? value : null) });

describe('the build variant chosen at run time', () => {
  it('names each of the four variants by one key, and reads the key back', () => {
    for (const key of ['CI', 'FCEB', 'CI+msp', 'FCEB+msp']) expect(variantKey(parseVariant(key)!)).toBe(key);
    expect(parseVariant('FCEB+msp')).toEqual({ orgType: 'FCEB', managedService: true });
    expect(variantLabel({ orgType: 'CI', managedService: true })).toBe('Critical infrastructure (CI), managed service');
  });

  it('refuses anything else, so a hand-edited value keeps the build variant', () => {
    for (const value of ['', 'ci', 'FCEB+', 'MSP', 'FCEB+msp+msp', ' CI', null, 42, {}])
      expect(parseVariant(value)).toBeNull();
  });

  it('a page reads it from localStorage', () => {
    expect(readVariantOverride({ localStorage: storage('FCEB') })).toEqual({ orgType: 'FCEB', managedService: false });
    expect(readVariantOverride({ localStorage: storage(null) })).toBeNull();
    // A page's window.name is not the worker's: it never picks the variant.
    expect(readVariantOverride({ name: 'pdns-mock:FCEB', localStorage: storage(null), document: {} })).toBeNull();
  });

  it("the mock's worker reads it from the name the page gave it, never from storage", () => {
    const worker = (name: string) => ({ WorkerGlobalScope: class {}, name, localStorage: storage('CI') });
    expect(readVariantOverride(worker(workerNameOf({ orgType: 'FCEB', managedService: true })))).toEqual({
      orgType: 'FCEB',
      managedService: true,
    });
    expect(readVariantOverride(worker('pdns-mock'))).toBeNull();
    expect(readVariantOverride(worker('another:FCEB'))).toBeNull();
  });

  it('storage that refuses to be read keeps the build variant', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readVariantOverride({ localStorage: refusing })).toBeNull();
  });
});
