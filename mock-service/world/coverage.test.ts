// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { securityId } from './categories';
import { affecting, bulkCoverage, covers, intelOf } from './coverage';
import { explain } from './evaluator';
import { gapWindow } from './gap';
import { DAY_MS, type Decision, type PolicyPredicate, type WorldPolicy } from './inputs';

const cat = catalogue(20261116);
let next = 0;
const policy = (action: WorldPolicy['action'], expression: PolicyPredicate[], extra: Partial<WorldPolicy> = {}) =>
  ({ id: `p${next++}`, orgId: 'org-a', precedence: 7, action, expression, enforcedFrom: 0, ...extra }) as WorldPolicy;
const domain = (...values: string[]): PolicyPredicate => ({ selector: 'domain', operator: 'in', values });
const dom = (value: string) => ({ value, kind: 'domain' as const });

describe('coverage by the world’s evaluator', () => {
  it('matches a domain by name, by the categories the catalogue gives it, and by record type', () => {
    const name = 'cryptomining.testcategory.com';
    expect(covers(policy('block', [domain('testcategory.com')]), dom(name), cat)).toBe(true);
    expect(covers(policy('block', [domain('other.com')]), dom(name), cat)).toBe(false);
    const risk: PolicyPredicate = {
      selector: 'securityRiskCategory',
      operator: 'in',
      values: [securityId('Cryptomining')],
    };
    expect(covers(policy('block', [risk]), dom(name), cat)).toBe(true);
    // An MX-only policy still covers the name: the indicator is asked of every record type.
    const mx: PolicyPredicate = { selector: 'recordType', operator: 'is', values: ['MX'] };
    expect(covers(policy('block', [domain(name), mx]), dom(name), cat)).toBe(true);
    expect(intelOf(cat, dom(name))).toMatchObject({ known: true, securityRisks: ['Cryptomining'] });
    expect(intelOf(cat, dom('never-heard-of.example')).known).toBe(false);
  });

  it('matches an IP by its IP predicates and lists only the policies in force at the moment', () => {
    const ip = { value: '192.0.2.1', kind: 'ip' as const };
    const answers = policy('logOnly', [{ selector: 'resolvedIp', operator: 'in', values: ['192.0.2.1'] }], {
      enforcedFrom: 100,
      enforcedUntil: 200,
    });
    const other = policy('block', [{ selector: 'resolvedIp', operator: 'is', values: ['192.0.2.9'] }]);
    expect(affecting([answers, other], ip, cat, 150).map((p) => p.id)).toEqual([answers.id]);
    expect(affecting([answers, other], ip, cat, 200)).toEqual([]);
  });

  it('sums a bulk search: categorised indicators, categories, covered ones and distinct policies', () => {
    const global = policy('block', [domain('testcategory.com')], { orgId: null, precedence: 1 });
    const own = policy('allow', [domain('phishing.testcategory.com')], { precedence: 5 });
    const { rows, summary } = bulkCoverage(
      [global, own],
      [dom('phishing.testcategory.com'), dom('malware.testcategory.com'), dom('never-heard-of.example')],
      cat,
      1000,
    );
    expect(rows.map((r) => r.policies.length)).toEqual([2, 1, 0]);
    expect(summary).toEqual({
      totalCategorised: 2,
      categoryCount: new Set([
        ...rows[0].intel.contentCategories,
        ...rows[1].intel.contentCategories,
        'Phishing',
        'Malware',
      ]).size,
      coveredIndicators: 2,
      globalPolicyCount: 1,
      organizationPolicyCount: 1,
    });
  });
});

describe('the tester’s explanation', () => {
  const query = {
    orgId: 'org-a',
    sourceSetId: 's1',
    name: 'www.example.com',
    recordType: 'A' as const,
    contentCategoryId: 1,
    securityCategoryId: 0,
    threatId: 0,
  };

  it('names the deciding policy by precedence and keeps the others that matched as losers, in order', () => {
    const block = policy('block', [domain('example.com')], { precedence: 7 });
    const allow = policy('allow', [domain('www.example.com')], { precedence: 5 });
    const global = policy('block', [domain('example.com')], { orgId: null, precedence: 6 });
    const elsewhere = policy('block', [domain('example.com')], { orgId: 'org-b', precedence: 0 });
    const verdict = explain([block, global, allow, elsewhere], query, 1000);
    expect(verdict.decision).toBe('allow');
    expect(verdict.policy?.id).toBe(allow.id);
    expect(verdict.losers.map((p) => p.id)).toEqual([global.id, block.id]);
  });

  it('names a policy from the moment it is in force', () => {
    const later = policy('block', [domain('example.com')], { enforcedFrom: 5000 });
    expect(explain([later], query, 4999).decision).toBe('none');
    expect(explain([later], query, 5000).policy?.id).toBe(later.id);
  });
});

describe('the gap analysis window', () => {
  it('is the 7 days ending at the latest Sunday 00:00 UTC, the same all week', () => {
    const sunday = Date.UTC(2026, 10, 22);
    expect(new Date(sunday).getUTCDay()).toBe(0);
    for (const now of [sunday, sunday + 3 * DAY_MS, sunday + 7 * DAY_MS - 1])
      expect(gapWindow(now)).toEqual({ from: sunday - 7 * DAY_MS, to: sunday });
    expect(gapWindow(sunday + 7 * DAY_MS).to).toBe(sunday + 7 * DAY_MS);
    expect(gapWindow(sunday - 1).to).toBe(sunday - 7 * DAY_MS);
  });
});

describe('the gap computation', () => {
  it('counts near misses of a host value exactly, by the world, leaving out what the policy matches', async () => {
    const { fixture, FIXTURE_NOW } = await import('./fixture');
    const { createWorld } = await import('./world');
    const { policyGap } = await import('./gap');
    const inputs = fixture({ orgs: 3, largeOrgSources: 40, maxSources: 10 });
    const base = createWorld(inputs);
    const range = gapWindow(FIXTURE_NOW);
    // The most asked host of a registrable domain with siblings in the catalogue.
    const names = base.model.catalogue.names.map((n) => n.name);
    const host = names.find((n) => n.split('.').length === 3 && names.includes(n.split('.').slice(1).join('.')))!;
    const apex = host.split('.').slice(1).join('.');
    const block = policy('block', [{ selector: 'host', operator: 'is', values: [host] }], {
      orgId: 'org-00',
      enforcedFrom: 0,
    });
    const world = createWorld({ ...inputs, policies: [...inputs.policies, block] });
    const gap = policyGap(world, block, 'org-00', range);
    expect(gap.matchedValues).toEqual([host]);
    expect(gap.gaps.map((g) => g.domain)).not.toContain(host);
    expect(gap.matchedCount).toBe(world.count(range, { orgIds: ['org-00'], policyIds: [block.id] }));
    const sibling = gap.gaps.find((g) => g.domain === apex);
    expect(sibling, `${apex} is a near miss of ${host}`).toBeDefined();
    // The apex's own queries not already blocked: everything under it less its hosts' queries.
    const notBlocked = { orgIds: ['org-00'], decisions: ['none', 'allow', 'logOnly', 'override'] as Decision[] };
    const under = names.filter((n) => n.endsWith(`.${apex}`));
    const exact =
      world.count(range, { ...notBlocked, name: apex }) -
      under.reduce((sum, n) => sum + world.count(range, { ...notBlocked, name: n }), 0);
    expect(sibling!.occurrences).toBe(exact);
    expect(gap.gaps.map((g) => g.occurrences)).toEqual(gap.gaps.map((g) => g.occurrences).sort((a, b) => b - a));
  });
});
