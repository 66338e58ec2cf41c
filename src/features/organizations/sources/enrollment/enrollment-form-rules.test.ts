import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { IDENTIFIER_FORMAT_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE } from '@/lib/enrollment-identifier';
import { enrollmentFormSchema, routeEnrollmentErrors } from './enrollment-form-rules';

const check = schemaResolver(enrollmentFormSchema, { sync: true });

describe('the enrollment form rules', () => {
  it('takes a One Time PIN identifier trimmed and in any case, and says what is wrong', () => {
    expect(check({ method: 'OneTimePin', identifier: ' USDA.GOV ' })).toEqual({});
    expect(check({ method: 'OneTimePin', identifier: '   ' })).toEqual({ identifier: IDENTIFIER_REQUIRED_MESSAGE });
    expect(check({ method: 'OneTimePin', identifier: 'usda' })).toEqual({ identifier: IDENTIFIER_FORMAT_MESSAGE });
    expect(check({ method: 'OneTimePin', identifier: `${'a'.repeat(250)}.gov` })).toEqual({
      identifier: IDENTIFIER_FORMAT_MESSAGE,
    });
  });

  it('leaves the identifier kept under another method unchecked', () => {
    expect(check({ method: 'ServiceAuth', identifier: 'usda' })).toEqual({});
    expect(check({ method: 'None', identifier: '' })).toEqual({});
  });

  it("puts the service's identifier refusal at the field and hands back the rest", () => {
    const error = new ApiError(
      [
        { key: ErrorKey.enrollmentIdentifier, field: 'authenticationMethod.newDomain', message: 'bad' },
        { key: ErrorKey.notFound, message: 'gone' },
      ],
      400,
    );
    const routed = routeEnrollmentErrors(error);
    expect(routed.fields).toEqual({ identifier: IDENTIFIER_FORMAT_MESSAGE });
    expect(routed.unplaced.map((item) => item.key)).toEqual([ErrorKey.notFound]);
  });
});
