import { describe, expect, it } from 'vitest';
import { nameLines } from './name-tick';

describe('nameLines', () => {
  it('keeps a short name on one line', () => {
    expect(nameLines('mesalogistics.com')).toEqual(['mesalogistics.com']);
  });

  it('breaks a long name after its dots, losing nothing', () => {
    const name = 'commandandcontrol.testcategory.com';
    expect(nameLines(name)).toEqual(['commandandcontrol.', 'testcategory.com']);
    expect(nameLines('186.52.243.104.in-addr.arpa').join('')).toBe('186.52.243.104.in-addr.arpa');
  });

  it('cuts a label longer than a line, and ends a fourth line in an ellipsis', () => {
    const label = 'a'.repeat(30);
    expect(nameLines(`${label}.com`)).toEqual(['a'.repeat(24), 'aaaaaa.com']);
    const lines = nameLines(`${'b'.repeat(100)}.example`);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith('…')).toBe(true);
  });
});
