import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import {
  DUPLICATE_RECIPIENT,
  EMAIL_REQUIRED,
  LIST_NAME_TAKEN,
  distributionListFormValues,
  distributionListRules,
  mapDistributionListErrors,
  recipientRow,
  toDistributionListInput,
} from './distribution-list-form-values';

const values = (rest: Partial<ReturnType<typeof distributionListFormValues>> = {}) => ({
  name: 'Incident Bridge',
  description: 'Who joins the bridge',
  recipients: [recipientRow('bridge@usda.gov', 'Bridge line')],
  ...rest,
});

describe('distribution list form values', () => {
  it('starts a new list with one empty recipient row, and an existing one with its recipients', () => {
    expect(distributionListFormValues(undefined).recipients).toMatchObject([{ email: '', comment: '' }]);
    const list = {
      orgId: 'org-usda',
      id: 'dl-usda-1',
      name: 'SOC',
      description: '',
      recipients: [
        { email: 'a@usda.gov', comment: 'A' },
        { email: 'b@usda.gov', comment: '' },
      ],
    };
    const rows = distributionListFormValues(list).recipients;
    expect(rows.map((row) => row.email)).toEqual(['a@usda.gov', 'b@usda.gov']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });

  it('accepts a valid list', () => {
    expect(distributionListRules(values())).toEqual({});
  });

  it('requires the name and applies the name rule', () => {
    expect(distributionListRules(values({ name: '  ' }))).toEqual({ name: 'Distribution Name is required' });
    expect(distributionListRules(values({ name: 'Bridge <b>' })).name).toMatch(/may contain only letters/);
  });

  it('applies the description rule to the description and to each comment', () => {
    const errors = distributionListRules(
      values({ description: 'x'.repeat(257), recipients: [recipientRow('a@usda.gov', '<script>')] }),
    );
    expect(errors.description).toBe('Distribution Description must be 256 characters or fewer');
    expect(errors['recipients.0.comment']).toBe('Comment cannot contain < or >');
  });

  it('needs a valid e-mail on every row and marks the later of two rows with one address, whatever its case', () => {
    const errors = distributionListRules(
      values({
        recipients: [
          recipientRow('a@usda.gov'),
          recipientRow(''),
          recipientRow('not an address'),
          recipientRow(' A@USDA.gov '),
        ],
      }),
    );
    expect(errors).toEqual({
      'recipients.1.email': EMAIL_REQUIRED,
      'recipients.2.email': 'Enter a valid email address',
      'recipients.3.email': DUPLICATE_RECIPIENT,
    });
  });

  it('needs at least one recipient', () => {
    expect(distributionListRules(values({ recipients: [] }))).toEqual({
      recipients: 'At least one recipient is required',
    });
  });

  it('sends trimmed text and lowercased e-mails, without the rows’ keys', () => {
    const input = toDistributionListInput(
      values({ name: ' Bridge ', description: ' d ', recipients: [recipientRow(' Pat@USDA.gov ', ' on call ')] }),
    );
    expect(input).toEqual({
      name: 'Bridge',
      description: 'd',
      recipients: [{ email: 'pat@usda.gov', comment: 'on call' }],
    });
  });
});

describe("the service's refusals on the form", () => {
  const refusal = (...errors: { key: string; message: string; field?: string }[]) => new ApiError(errors, 409);

  it('puts a name conflict at the name in the words of spec 1 §8, with no notice', () => {
    const mapped = mapDistributionListErrors(
      refusal({ key: ErrorKey.distributionListDuplicate, field: 'name', message: 'taken' }),
    );
    expect(mapped).toEqual({ fields: { name: LIST_NAME_TAKEN }, notice: null });
  });

  it('puts a duplicate recipient at its row', () => {
    const mapped = mapDistributionListErrors(
      refusal({ key: ErrorKey.distributionListDuplicateRecipient, field: 'recipients.2.email', message: 'x' }),
    );
    expect(mapped).toEqual({ fields: { 'recipients.2.email': DUPLICATE_RECIPIENT }, notice: null });
  });

  it('shows a government-domain refusal at its row and as a notice', () => {
    const mapped = mapDistributionListErrors(
      refusal({ key: ErrorKey.governmentDomainRequired, field: 'recipients.0.email', message: 'x' }),
    );
    expect(mapped.fields['recipients.0.email']).toBe(mapped.notice);
    expect(mapped.notice).toMatch(/government email domain/i);
  });

  it('turns anything else into a notice', () => {
    expect(mapDistributionListErrors(refusal({ key: ErrorKey.internal, message: 'x' })).fields).toEqual({});
    expect(mapDistributionListErrors(refusal({ key: ErrorKey.internal, message: 'x' })).notice).not.toBeNull();
  });
});
