import { describe, expect, it } from 'vitest';
import { evaluate, isSupported, type WorldQuery } from './evaluator';
import type { PolicyPredicate, WorldPolicy } from './inputs';

const query: WorldQuery = {
  orgId: 'org-a',
  sourceSetId: 'set-1',
  name: 'mail.example.com',
  recordType: 'MX',
  contentCategoryId: 1,
  securityCategoryId: 102,
  threatId: 0,
};

let next = 0;
const policy = (action: WorldPolicy['action'], expression: PolicyPredicate[], extra: Partial<WorldPolicy> = {}) =>
  ({ id: `p${next++}`, orgId: 'org-a', precedence: 5, action, expression, enforcedFrom: 0, ...extra }) as WorldPolicy;
const domain = (operator: PolicyPredicate['operator'], ...values: string[]): PolicyPredicate => ({
  selector: 'domain',
  operator,
  values,
});
const decide = (policies: WorldPolicy[], q: Partial<WorldQuery> = {}, at = 1000) =>
  evaluate(policies, { ...query, ...q }, at);

describe('the policy evaluator', () => {
  it('lets the lowest precedence decide, a global policy first at equal precedence', () => {
    const block = policy('block', [domain('is', 'example.com')], { precedence: 6 });
    const allow = policy('allow', [domain('is', 'example.com')], { precedence: 3 });
    expect(decide([block, allow]).policy?.id).toBe(allow.id);
    const global = policy('override', [domain('is', 'example.com')], { orgId: null, precedence: 3 });
    expect(decide([allow, global]).policy?.id).toBe(global.id);
    expect(decide([]).decision).toBe('none');
  });

  it('applies a policy from its enforcement to its end, to its organization and source sets only', () => {
    const timed = policy('block', [domain('is', 'example.com')], { enforcedFrom: 500, enforcedUntil: 2000 });
    expect(decide([timed], {}, 499).decision).toBe('none');
    expect(decide([timed], {}, 500).decision).toBe('block');
    expect(decide([timed], {}, 2000).decision).toBe('none');
    expect(decide([timed], { orgId: 'org-b' }).decision).toBe('none');
    const scoped = policy('block', [domain('is', 'example.com')], { sourceSetIds: ['set-2'] });
    expect(decide([scoped]).decision).toBe('none');
    expect(decide([scoped], { sourceSetId: 'set-2' }).decision).toBe('block');
  });

  it('reads domains with their subdomains, hosts exactly, negations, regexes, types and categories', () => {
    const one = (p: PolicyPredicate, q: Partial<WorldQuery> = {}) => decide([policy('block', [p])], q).decision;
    expect(one(domain('in', 'other.org', 'example.com'))).toBe('block');
    expect(one(domain('is', 'ample.com'))).toBe('none');
    expect(one({ selector: 'host', operator: 'is', values: ['example.com'] })).toBe('none');
    expect(one({ selector: 'host', operator: 'is', values: ['mail.example.com'] })).toBe('block');
    expect(one(domain('notIn', 'example.com'))).toBe('none');
    expect(one(domain('isNot', 'other.org'))).toBe('block');
    expect(one({ selector: 'domain', operator: 'matchesRegex', values: ['^mail\\.'] })).toBe('block');
    expect(one({ selector: 'domain', operator: 'notMatchesRegex', values: ['^mail\\.'] })).toBe('none');
    expect(one({ selector: 'recordType', operator: 'in', values: ['A', 'AAAA'] })).toBe('none');
    expect(one({ selector: 'recordType', operator: 'is', values: ['MX'] })).toBe('block');
    expect(one({ selector: 'securityRiskCategory', operator: 'in', values: [101, 102] })).toBe('block');
    expect(one({ selector: 'contentCategory', operator: 'is', values: [2] })).toBe('none');
  });

  it('matches patterns in linear time: one that backtracks for ever in a JavaScript RegExp answers at once', () => {
    // (a|aa)+$ on 40 a's and a dot takes a backtracking engine about 10^8 steps; RE2 reads the name once.
    const name = `${'a'.repeat(40)}.example.com`;
    const started = performance.now();
    const slow = policy('block', [{ selector: 'domain', operator: 'matchesRegex', values: ['(a|aa)+$'] }]);
    expect(decide([slow], { name }).decision).toBe('none');
    const caseless = policy('block', [{ selector: 'domain', operator: 'matchesRegex', values: ['^A+\\.EXAMPLE'] }]);
    expect(decide([caseless], { name }).decision).toBe('block');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('needs every predicate, and never matches on answers, which the world does not resolve', () => {
    const both = policy('block', [
      domain('is', 'example.com'),
      { selector: 'recordType', operator: 'is', values: ['A'] },
    ]);
    expect(decide([both]).decision).toBe('none');
    expect(decide([both], { recordType: 'A' }).decision).toBe('block');
    const answer = policy('block', [{ selector: 'resolvedIp', operator: 'is', values: ['192.0.2.1'] }]);
    expect(decide([answer]).decision).toBe('none');
    expect(isSupported(answer)).toBe(false);
    expect(isSupported(both)).toBe(true);
  });
});
