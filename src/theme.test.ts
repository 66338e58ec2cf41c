import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.1 relative luminance of an sRGB colour. */
function relativeLuminance(color: string): number {
  const { r, g, b } = toRgba(color);
  const [R, G, B] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The CSS variables MantineProvider would emit for one scheme, with var() chains followed. */
function schemeVariables(scheme: 'light' | 'dark') {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(full);
  const ours = cssVariablesResolver(full);
  const table: Record<string, string> = { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
  return (name: string): string => {
    let value = table[name];
    for (let hops = 0; value?.startsWith('var('); hops += 1) {
      if (hops > 10) throw new Error(`var() loop at ${name}`);
      value = table[value.slice(4, -1).trim()];
    }
    if (!value) throw new Error(`${name} is not defined`);
    return value;
  };
}

describe('WCAG helpers', () => {
  it('computes known ratios', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrast('#228be6', '#fff')).toBeCloseTo(3.56, 1);
  });
});

describe.each(['light', 'dark'] as const)('%s colour scheme', (scheme) => {
  const v = schemeVariables(scheme);
  const body = v('--mantine-color-body');
  const surfaces = scheme === 'light' ? [body, v('--mantine-color-gray-0')] : [body, v('--mantine-color-dark-6')];

  it.each(['navy', 'red', 'green'])('white text on filled %s buttons is at least 4.5:1', (color) => {
    expect(contrast(v('--mantine-color-white'), v(`--mantine-color-${color}-filled`))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v('--mantine-color-white'), v(`--mantine-color-${color}-filled-hover`))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each([
    '--mantine-color-text',
    '--mantine-color-anchor',
    '--mantine-color-dimmed',
    '--mantine-color-placeholder',
    '--mantine-color-error',
    '--mantine-color-navy-text',
    '--mantine-color-red-text',
    '--mantine-color-navy-outline',
    '--mantine-color-red-outline',
    '--mantine-color-green-outline',
    '--mantine-color-green-text',
  ])('%s is at least 4.5:1 on the page surfaces', (name) => {
    for (const surface of surfaces) expect(contrast(v(name), surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the primary palette for the primary colour', () => {
    expect(v('--mantine-primary-color-filled')).toBe(v('--mantine-color-navy-7'));
  });
});

describe('light variant', () => {
  it('navy light-colour text on its light background is at least 4.5:1', () => {
    const v = schemeVariables('light');
    expect(contrast(v('--mantine-color-navy-light-color'), v('--mantine-color-navy-light'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
