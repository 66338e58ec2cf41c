import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import {
  UNKNOWN_ERROR,
  mapPolicySaveErrors,
  offersSinkhole,
  policyFormValues,
  policyFormRules,
  toPolicySaveInput,
} from './policy-form-values';

const base = {
  ...policyFormValues(),
  name: 'Block bad hosts',
  expression: [{ selector: 'domain' as const, operator: 'is' as const, values: ['bad.example'] }],
};

describe('policy form values', () => {
  it('sends an empty source set list for All Source Sets and the chosen ids otherwise', () => {
    expect(toPolicySaveInput('org-usda', base, undefined, false).sourceSetList).toEqual([]);
    const some = { ...base, sourceSetChoice: 'some' as const, sourceSetList: ['set-1'] };
    expect(toPolicySaveInput('org-usda', some, undefined, false).sourceSetList).toEqual(['set-1']);
  });

  it('sends an override destination as a list, and proprietary only for the Global organization', () => {
    const override = {
      ...base,
      actionType: 'OVERRIDE' as const,
      customDestination: '10.0.0.1, 10.0.0.2',
      proprietary: true,
    };
    const input = toPolicySaveInput('org-usda', override, undefined, false);
    expect(input.action).toEqual({
      type: 'OVERRIDE',
      destination: ['10.0.0.1', '10.0.0.2'],
      isSinkholeOverride: false,
    });
    expect(input.proprietary).toBe(false);
    expect(toPolicySaveInput('org-global', override, undefined, true).proprietary).toBe(true);
  });

  it('refuses a missing name, no expressions, a bad destination and an empty selection', () => {
    const problems = policyFormRules(true)({
      ...base,
      name: '',
      expression: [],
      actionType: 'OVERRIDE',
      customDestination: 'a.example, b.example',
      sourceSetChoice: 'some',
    });
    expect(problems).toEqual({
      name: 'Policy Name is required',
      expression: 'At least one expression is required',
      customDestination: 'Invalid Action',
      sourceSetList: 'Choose at least one source set, or All Source Sets',
    });
    expect(policyFormRules(true)(base)).toEqual({});
  });

  it('checks the destination shown, and the source sets only where the selector is shown', () => {
    const sinkhole = { ...base, actionType: 'OVERRIDE' as const, overrideDestination: 'sinkhole' as const };
    expect(policyFormRules(true)({ ...sinkhole, customDestination: 'not, valid' })).toEqual({
      sinkholeIp: 'Invalid Action',
    });
    expect(policyFormRules(true)({ ...sinkhole, sinkholeIp: '192.0.2.1' })).toEqual({});
    expect(policyFormRules(false)({ ...base, sourceSetChoice: 'some', sourceSetList: [] })).toEqual({});
  });

  it('puts the service errors on their fields, and Unknown Error when nothing is actionable', () => {
    const taken = new ApiError([{ key: ErrorKey.policyNameTaken, field: 'name' }], 409);
    expect(mapPolicySaveErrors(taken)).toEqual({ fields: { name: taken.errors[0]!.message }, general: null });
    const rule = new ApiError([{ key: ErrorKey.policyRuleRejected, field: 'expression' }], 400);
    expect(mapPolicySaveErrors(rule).fields.expression).toBe(rule.errors[0]!.message);
    expect(mapPolicySaveErrors(new Error('boom'))).toEqual({ fields: {}, general: UNKNOWN_ERROR });
    expect(mapPolicySaveErrors(new ApiError([{ key: ErrorKey.internal }], 500)).general).toBe(UNKNOWN_ERROR);
    const stale = new ApiError([{ key: ErrorKey.policyStale, field: 'status' }], 409);
    expect(mapPolicySaveErrors(stale)).toEqual({ fields: {}, general: stale.errors[0]!.message });
  });

  it('names each rejected predicate by its place in the list', () => {
    const problems = new ApiError(
      [
        {
          key: ErrorKey.policyExpressionInvalid,
          field: 'expression',
          message: 'Not a domain name',
          detail: { index: 0 },
        },
        {
          key: ErrorKey.policyExpressionInvalid,
          field: 'expression',
          message: 'Not an IP address',
          detail: { index: 2 },
        },
      ],
      400,
    );
    expect(mapPolicySaveErrors(problems)).toEqual({
      fields: { expression: 'Expression 1: Not a domain name Expression 3: Not an IP address' },
      general: null,
    });
  });

  it('offers a sinkhole destination only to the Global organization outside the critical-infrastructure build', () => {
    expect(offersSinkhole(true, 'FCEB')).toBe(true);
    expect(offersSinkhole(true, 'CI')).toBe(false);
    expect(offersSinkhole(false, 'FCEB')).toBe(false);
  });
});
