import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('lowercases and joins words with single hyphens, none at the ends', () => {
    expect(slug('Dept. of Energy')).toBe('dept-of-energy');
    expect(slug('  --Roaming Laptops!! ')).toBe('roaming-laptops');
  });

  it('falls back when nothing of the text is left', () => {
    expect(slug('***', 'table')).toBe('table');
    expect(slug('')).toBe('');
  });
});
