import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { EMAIL_IN_USE_MESSAGE, mapUserErrors, emptyUser, toUserInput, userFormSchema } from './user-form-values';

const errorsOf = schemaResolver(userFormSchema, { sync: true });
const valid = {
  ...emptyUser,
  firstName: 'Pat',
  lastName: 'Quinn',
  email: ' Pat.Quinn@USDA.gov ',
  phone: '+1 (202) 555-0100',
};

describe('user form rules', () => {
  it('requires and checks the e-mail, first and last name and phone', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, email: '' }).email).toBe('Email Address is required');
    expect(errorsOf({ ...valid, email: 'not-an-address' }).email).toBe('Enter a valid email address');
    expect(errorsOf({ ...valid, firstName: '' }).firstName).toBe('First Name is required');
    expect(errorsOf({ ...valid, lastName: 'O’Brien-Smith' })).toEqual({});
    expect(errorsOf({ ...valid, firstName: '<script>' }).firstName).toMatch(/may contain only letters/);
    expect(errorsOf({ ...valid, phone: '555' }).phone).toBe('Enter a valid 10-digit US phone number');
    expect(errorsOf({ ...valid, description: 'a'.repeat(257) }).description).toMatch(/256 characters or fewer/);
  });

  it('sends the e-mail lowercased and the names trimmed', () => {
    const input = toUserInput('org-usda', {
      firstName: ' Pat ',
      middleName: '',
      lastName: 'Quinn ',
      email: ' Pat.Quinn@USDA.gov',
      phone: '(202) 555-0199',
      description: ' Engineer ',
      roles: ['policyManager'],
    });
    expect(input).toEqual({
      orgId: 'org-usda',
      email: 'pat.quinn@usda.gov',
      firstName: 'Pat',
      middleName: '',
      lastName: 'Quinn',
      phone: '(202) 555-0199',
      description: 'Engineer',
      roles: ['policyManager'],
    });
  });
});

describe('server errors on the user form (spec 1 §8)', () => {
  const apiError = (...errors: { key: string; field?: string; message?: string }[]) => new ApiError(errors, 400);

  it('puts id-reference and government-domain errors on the e-mail, name-taken on the first name', () => {
    expect(mapUserErrors(apiError({ key: ErrorKey.idReference })).fields).toEqual({ email: expect.any(String) });
    expect(mapUserErrors(apiError({ key: ErrorKey.governmentDomainRequired })).fields.email).toMatch(
      /government email domain/,
    );
    expect(mapUserErrors(apiError({ key: ErrorKey.nameTaken })).fields).toEqual({ firstName: expect.any(String) });
  });

  it("shows 'This email is in use…' at the e-mail for an internal error", () => {
    expect(mapUserErrors(apiError({ key: ErrorKey.internal }))).toEqual({
      fields: { email: EMAIL_IN_USE_MESSAGE },
      general: null,
    });
    expect(EMAIL_IN_USE_MESSAGE).toBe('This email is in use, enter another email address');
  });

  it("uses the server's own message for its field errors, and makes anything else general", () => {
    const mapped = mapUserErrors(
      apiError(
        { key: ErrorKey.invalidRequest, field: 'phone', message: 'Enter a valid 10-digit US phone number' },
        { key: ErrorKey.forbidden },
      ),
    );
    expect(mapped.fields).toEqual({ phone: 'Enter a valid 10-digit US phone number' });
    expect(mapped.general).toMatch(/permission/);
    expect(mapUserErrors(new Error('offline')).general).toBe('offline');
  });
});
