import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  conventionalNameSchema,
  descriptionSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  phoneDigits,
  phoneSchema,
} from './validators';

/** A rule's first message, as a form shows it, or null when the value passes. */
const problem =
  (schema: v.GenericSchema<string, unknown>) =>
  (value: unknown): string | null => {
    const result = v.safeParse(schema, value ?? '');
    return result.success ? null : result.issues[0].message;
  };
const validateConventionalName = problem(conventionalNameSchema);
const validateDescription = problem(descriptionSchema);
const validatePhone = problem(phoneSchema);
const validateFirstName = problem(firstNameSchema);
const validateMiddleName = problem(middleNameSchema);
const validateLastName = problem(lastNameSchema);

describe('conventional name', () => {
  it.each(['Default', 'HQ alerts', 'ops_team-2', 'v1.2', 'a', 'x'.repeat(64)])('accepts %j', (value) => {
    expect(validateConventionalName(value)).toBeNull();
  });
  it.each([
    ['', 'Name is required'],
    ['x'.repeat(65), 'Name must be 64 characters or fewer'],
    [' leading', 'Name cannot begin or end with a space'],
    ['trailing ', 'Name cannot begin or end with a space'],
    ['semi;colon', 'Name may contain only letters, numbers, spaces, hyphens, underscores and periods'],
    ['<script>', 'Name may contain only letters, numbers, spaces, hyphens, underscores and periods'],
    ['ünïcode', 'Name may contain only letters, numbers, spaces, hyphens, underscores and periods'],
  ])('rejects %j', (value, message) => {
    expect(validateConventionalName(value)).toBe(message);
  });
});

describe('description', () => {
  it.each(['', 'Primary resolvers for HQ (east & west)', 'Line one\nLine two', 'x'.repeat(256), 'Café — “quoted”'])(
    'accepts %j',
    (value) => expect(validateDescription(value)).toBeNull(),
  );
  it.each([
    ['x'.repeat(257), 'Description must be 256 characters or fewer'],
    ['<b>bold</b>', 'Description cannot contain < or >'],
    ['a > b', 'Description cannot contain < or >'],
    ['bell\u0007', 'Description contains characters that cannot be shown'],
  ])('rejects %j', (value, message) => expect(validateDescription(value)).toBe(message));
  it('treats a missing value as empty', () => expect(validateDescription(undefined)).toBeNull());
  it('works as a valibot schema', () => {
    expect(v.is(descriptionSchema, 'fine')).toBe(true);
    expect(v.is(descriptionSchema, '<nope>')).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    '2025550100',
    '202-555-0100',
    '(202) 555-0100',
    '202.555.0100',
    '+1 202 555 0100',
    '1-202-555-0100',
    '+12025550100',
  ])('accepts %j', (value) => expect(validatePhone(value)).toBeNull());
  it.each(['', '555-0100', '202-555-01000', '+44 20 7946 0958', '202-555-010a', '2 0 2 5 5 5 0 1 0 0'])(
    'rejects %j',
    (value) => {
      expect(validatePhone(value)).not.toBeNull();
    },
  );
  it('says what is wrong', () => {
    expect(validatePhone('')).toBe('Phone Number is required');
    expect(validatePhone('12345')).toBe('Enter a valid 10-digit US phone number');
  });
  it('extracts the ten digits', () => {
    expect(phoneDigits('+1 (202) 555-0100')).toBe('2025550100');
    expect(phoneDigits('202.555.0100')).toBe('2025550100');
  });
});

describe('person names', () => {
  it.each(["O'Brien", 'Mary-Kate', 'St. John', 'José', 'Nguyễn', 'De la Cruz', 'D’Angelo'])('accepts %j', (value) => {
    expect(validateFirstName(value)).toBeNull();
    expect(validateLastName(value)).toBeNull();
  });
  it('requires first and last but not middle', () => {
    expect(validateFirstName('')).toBe('First Name is required');
    expect(validateLastName('   ')).toBe('Last Name is required');
    expect(validateMiddleName('')).toBeNull();
    expect(validateMiddleName('Q.')).toBeNull();
  });
  it.each(['R2D2', 'Smith & Sons', 'name@example', '<b>'])('rejects %j', (value) => {
    expect(validateFirstName(value)).toBe(
      'First Name may contain only letters, spaces, apostrophes, hyphens and periods',
    );
    expect(validateMiddleName(value)).toBe(
      'Middle Name may contain only letters, spaces, apostrophes, hyphens and periods',
    );
  });
  it('limits length to 50', () => {
    expect(validateLastName('a'.repeat(50))).toBeNull();
    expect(validateLastName('a'.repeat(51))).toBe('Last Name must be 50 characters or fewer');
  });
  it('trims surrounding spaces in the schema output', () => {
    expect(v.parse(firstNameSchema, '  Ada ')).toBe('Ada');
  });
});
