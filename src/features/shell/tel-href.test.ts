import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it.each([
    ['(888) 555-0100', 'tel:+18885550100'],
    ['1-888-555-0100', 'tel:+18885550100'],
    ['+44 20 7946 0000', 'tel:+442079460000'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
