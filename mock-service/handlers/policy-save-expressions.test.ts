// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { policySaveEndpoint } from '../../src/api/policies/contract';
import { db } from '../db/database';
import { actAs, failure, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

/*
 * The save handler maps each problem the shared expression rules report to policy.expressionInvalid
 * on 'expression', the predicate's index in detail. The rules themselves are the expressions
 * slice's (expression-rules.test.ts); here they answer a fixed problem for a marked value.
 */
vi.mock('../../src/api/policies/expression-rules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/policies/expression-rules')>()),
  expressionProblems: async (expression: Array<{ values: unknown[] }>) =>
    expression.flatMap((predicate, index) =>
      predicate.values.includes('bad value') ? [{ index, message: 'Enter a domain name' }] : [],
    ),
}));

useMockApi();

describe('save and the expression rules', () => {
  it('answers each problem at expression with its index, and writes nothing', async () => {
    actAs(PERSONA.tenantAdmin);
    const before = db.policies.all().length;
    const error = await failure(
      callApi(policySaveEndpoint, {
        orgId: 'org-usda',
        name: 'Expression Check',
        action: { type: 'BLOCK' },
        expression: [
          { selector: 'domain', operator: 'is', values: ['fine.example.com'] },
          { selector: 'domain', operator: 'is', values: ['bad value'] },
          { selector: 'host', operator: 'is', values: ['bad value'] },
        ],
      }),
    );
    expect(error?.find(ErrorKey.policyExpressionInvalid)).toMatchObject({
      field: 'expression',
      serverMessage: 'Enter a domain name',
      detail: { index: 1 },
    });
    expect(error?.errors.map((e) => [e.key, e.field, e.detail])).toEqual([
      [ErrorKey.policyExpressionInvalid, 'expression', { index: 1 }],
      [ErrorKey.policyExpressionInvalid, 'expression', { index: 2 }],
    ]);
    expect(db.policies.all()).toHaveLength(before);
  });
});
