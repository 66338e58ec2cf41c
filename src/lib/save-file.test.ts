import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './save-file';

describe('dispositionFileName', () => {
  it('prefers the exact UTF-8 name, falls back to the plain one, and gives nothing when none is named', () => {
    expect(dispositionFileName(`attachment; filename="Note _.txt"; filename*=UTF-8''Note%20%C3%A9.txt`)).toBe(
      'Note é.txt',
    );
    expect(dispositionFileName('attachment; filename="users.csv"')).toBe('users.csv');
    expect(dispositionFileName('attachment; filename=logs.gz')).toBe('logs.gz');
    expect(dispositionFileName(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('plain.csv');
    expect(dispositionFileName('inline')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
