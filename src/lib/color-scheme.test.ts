import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY, colorSchemeManager } from './color-scheme';

// Vitest runs from the project root.
describe('colour scheme persistence', () => {
  it('the pre-render script reads the key the manager writes', () => {
    const script = readFileSync(join(process.cwd(), 'public', 'color-scheme.js'), 'utf8');
    expect(script).toContain(`'${COLOR_SCHEME_STORAGE_KEY}'`);
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toContain('<script src="/color-scheme.js"></script>');
  });

  it('keeps the choice in localStorage', () => {
    colorSchemeManager.set('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(colorSchemeManager.get('light')).toBe('dark');
    colorSchemeManager.clear();
    expect(colorSchemeManager.get('light')).toBe('light');
  });
});
