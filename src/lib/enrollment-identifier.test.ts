import { describe, expect, it } from 'vitest';
import { identifierKind, normalizeIdentifier } from './enrollment-identifier';

describe('One Time PIN identifier', () => {
  it('accepts e-mail addresses and domain names', () => {
    for (const value of ['usda.gov', 'field.usda.gov', 'crwa.org', 'xn--bcher-kva.example', 'a-b.c-d.gov'])
      expect(identifierKind(value), value).toBe('domain');
    for (const value of ['pat.doe@usda.gov', "o'neil+dns@field.usda.gov", 'it_ops@crwa.org'])
      expect(identifierKind(value), value).toBe('email');
  });

  it('refuses everything else', () => {
    const refused = [
      'usda',
      'usda.gov.',
      '.usda.gov',
      '-usda.gov',
      'usda-.gov',
      'usda.g0v',
      'usda..gov',
      'pat@',
      '@usda.gov',
      'pat doe@usda.gov',
      'pat..doe@usda.gov',
      'a@b@usda.gov',
      `${'a'.repeat(64)}.gov`,
      `${'a'.repeat(65)}@usda.gov`,
      'http://usda.gov',
      '10.0.0.1',
    ];
    for (const value of refused) expect(identifierKind(value), value).toBeNull();
  });

  it('compares trimmed and in lower case', () => {
    expect(normalizeIdentifier('  Pat.Doe@USDA.gov ')).toBe('pat.doe@usda.gov');
    expect(identifierKind(normalizeIdentifier(' USDA.GOV '))).toBe('domain');
  });
});
