import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_CATEGORIES, SECURITY_CATEGORIES, THREATS } from './categories';
import {
  EXPRESSION_RECORD_TYPES,
  type ExpressionContext,
  OPERATOR_LABELS,
  SELECTOR_LABELS,
  arityOf,
  expressionProblems,
  operatorsFor,
  patternProblem,
  predicateText,
  selectorsFor,
} from './expression-rules';
import { OPERATORS, type PolicyPredicate, SELECTORS } from './schemas';

const BLOCK: ExpressionContext = { action: 'BLOCK', orgIsGlobal: false };
const problemsOf = (predicate: PolicyPredicate, context = BLOCK) => expressionProblems([predicate], context);

/** A value the selector accepts, for any operator arity. */
function goodValues(predicate: Pick<PolicyPredicate, 'selector' | 'operator'>): (string | number)[] {
  const arity = arityOf(predicate.operator);
  if (arity === 'pattern') return ['^ads\\.'];
  const one: Record<string, string | number> = {
    authoritativeNameServerIp: '2001:db8::53',
    recordType: 'AAAA',
    domain: 'example.gov',
    host: 'www.example.gov',
    resolvedIp: '93.184.216.34',
    contentCategory: CONTENT_CATEGORIES[0].id,
    securityRiskCategory: SECURITY_CATEGORIES[1].id,
    securityThreatCategory: THREATS[2].id,
    cnameResponse: 'cdn.example.net',
    mxResponse: 'mail.example.gov',
    ptrResponse: 'host.example.gov',
    txtResponse: 'v=spf1 -all',
  };
  return [one[predicate.selector]];
}

describe('selectors and operators', () => {
  it('offers every selector except to Allow policies of an organization, which get names and answers only', () => {
    expect(selectorsFor({ action: 'BLOCK', orgIsGlobal: false })).toEqual(SELECTORS);
    expect(selectorsFor({ action: 'ALLOW', orgIsGlobal: true })).toEqual(SELECTORS);
    expect(selectorsFor({ action: 'ALLOW', orgIsGlobal: false }).map((s) => SELECTOR_LABELS[s])).toEqual([
      'Domain',
      'Host',
      'DNS CNAME Response Value',
      'DNS MX Response Value',
      'DNS PTR Response Value',
      'DNS TXT Response Value',
    ]);
  });

  it('gives regexes to names and answers only, and categories lists only', () => {
    expect(operatorsFor('domain')).toEqual(OPERATORS);
    expect(operatorsFor('txtResponse')).toEqual(OPERATORS);
    expect(operatorsFor('resolvedIp')).toEqual(['is', 'isNot', 'in', 'notIn']);
    expect(operatorsFor('recordType')).not.toContain('matchesRegex');
    expect(operatorsFor('contentCategory')).toEqual(['in', 'notIn']);
    expect(Object.values(OPERATOR_LABELS)).toEqual([
      'is',
      'is not',
      'is in',
      'is not in',
      'matches regex',
      'not matches regex',
    ]);
  });

  it('accepts a good value under every offered selector/operator pair and refuses every pair not offered', async () => {
    const contexts = fc.record({
      action: fc.constantFrom('ALLOW', 'BLOCK', 'LOGONLY', 'OVERRIDE'),
      orgIsGlobal: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SELECTORS),
        fc.constantFrom(...OPERATORS),
        contexts,
        async (selector, operator, context) => {
          const predicate = { selector, operator, values: goodValues({ selector, operator }) };
          const offered = selectorsFor(context).includes(selector) && operatorsFor(selector).includes(operator);
          expect(await problemsOf(predicate, context)).toHaveLength(offered ? 0 : 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('values', () => {
  it('refuses addresses that are not one IPv4 or IPv6 address', async () => {
    for (const value of ['256.1.1.1', '10.0.0.0/8', '1.2.3', 'example.gov', '2001:db8:::1']) {
      expect(await problemsOf({ selector: 'resolvedIp', operator: 'is', values: [value] })).toEqual([
        { index: 0, message: `Enter an IPv4 or IPv6 address: ${value} is not valid` },
      ]);
    }
    expect(
      await problemsOf({ selector: 'resolvedIp', operator: 'in', values: ['8.8.8.8', '2001:4860::8888'] }),
    ).toEqual([]);
  });

  it('refuses names that are not domain names, and accepts any case and a final dot', async () => {
    for (const value of ['example', '-bad.gov', 'exa mple.gov', 'a..gov', `${'a'.repeat(64)}.gov`, 'http://x.gov']) {
      const [problem] = await problemsOf({ selector: 'domain', operator: 'in', values: ['ok.gov', value] });
      expect(problem.message).toContain('Enter a domain name');
    }
    expect(await problemsOf({ selector: 'host', operator: 'is', values: ['WWW.Example.GOV.'] })).toEqual([]);
  });

  it('refuses category ids outside their own list, and names instead of ids', async () => {
    const content = { selector: 'contentCategory', operator: 'in' } as const;
    expect(await problemsOf({ ...content, values: [THREATS[0].id] })).toHaveLength(1);
    expect(await problemsOf({ ...content, values: [CONTENT_CATEGORIES[0].name] })).toHaveLength(1);
    expect(await problemsOf({ ...content, values: [0] })).toHaveLength(1);
    expect(
      await problemsOf({ selector: 'securityThreatCategory', operator: 'notIn', values: [THREATS[0].id] }),
    ).toEqual([]);
  });

  it("takes spec 2 §5's 18 record types, not the dashboard's HTTPS, SVCB or Other", async () => {
    expect(EXPRESSION_RECORD_TYPES).toHaveLength(18);
    for (const value of ['HTTPS', 'SVCB', 'Other', 'a']) {
      expect(await problemsOf({ selector: 'recordType', operator: 'is', values: [value] })).toHaveLength(1);
    }
  });

  it('takes one value for is and regexes, 1 to 500 for lists', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `h${i}.example.gov`);
    expect((await problemsOf({ selector: 'host', operator: 'is', values: ['a.gov', 'b.gov'] }))[0].message).toBe(
      "'is' takes one value",
    );
    expect((await problemsOf({ selector: 'host', operator: 'in', values: [] }))[0].message).toBe('Enter a value');
    expect((await problemsOf({ selector: 'host', operator: 'in', values: many }))[0].message).toBe(
      'List contains more than 500 values',
    );
    expect(await problemsOf({ selector: 'host', operator: 'in', values: many.slice(0, 500) })).toEqual([]);
    expect((await problemsOf({ selector: 'domain', operator: 'matchesRegex', values: ['a', 'b'] }))[0].message).toBe(
      "'matches regex' takes one regular expression",
    );
  });

  it('reports every predicate with a problem at its index, and nothing for an empty list', async () => {
    const problems = await expressionProblems(
      [
        { selector: 'domain', operator: 'is', values: ['ok.gov'] },
        { selector: 'resolvedIp', operator: 'matchesRegex', values: ['.*'] },
        { selector: 'domain', operator: 'matchesRegex', values: ['(unclosed'] },
      ],
      BLOCK,
    );
    expect(problems.map((p) => p.index)).toEqual([1, 2]);
    expect(problems[0].message).toBe("Resolved IP does not offer 'matches regex'");
    expect(await expressionProblems([], BLOCK)).toEqual([]);
  });
});

describe('regular expressions', () => {
  it('refuses a pattern that does not compile, with the reason', async () => {
    expect(await patternProblem('(a')).toBe('Invalid regular expression: missing closing ): `(a`');
    expect(await patternProblem('a{2000}')).toMatch(/^Invalid regular expression/);
    expect(await patternProblem('')).toBe('Enter a regular expression');
    expect(await patternProblem('^(www\\.)?example\\.(gov|mil)$')).toBeNull();
  });

  it('refuses backreferences and lookarounds, which RE2 cannot run in linear time', async () => {
    expect(await patternProblem('(a)\\1')).toMatch(/^Invalid regular expression/);
    expect(await patternProblem('foo(?=bar)')).toMatch(/^Invalid regular expression/);
  });

  it('checks a catastrophic pattern promptly, and re2js matches it on a long string in linear time', async () => {
    const started = performance.now();
    expect(await patternProblem('(a+)+$')).toBeNull();
    const { RE2JS } = await import('re2js');
    expect(
      RE2JS.compile('(a+)+$')
        .matcher(`${'a'.repeat(50_000)}!`)
        .find(),
    ).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('predicate text', () => {
  it('reads as the list shows it, categories by name', () => {
    expect(predicateText({ selector: 'domain', operator: 'in', values: ['example.com', 'foo.gov'] })).toBe(
      'Domain is in example.com, foo.gov',
    );
    expect(
      predicateText({ selector: 'securityRiskCategory', operator: 'notIn', values: [SECURITY_CATEGORIES[0].id] }),
    ).toBe(`Security Risk Category is not in ${SECURITY_CATEGORIES[0].name}`);
    expect(predicateText({ selector: 'recordType', operator: 'isNot', values: ['TXT'] })).toBe(
      'DNS Record Type is not TXT',
    );
  });
});
