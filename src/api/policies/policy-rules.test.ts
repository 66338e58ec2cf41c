import { describe, expect, it } from 'vitest';
import { INVALID_ACTION, actionProblem, policyDescriptionProblem, policyNameProblem, sameName } from './policy-rules';

describe('policy-name rule', () => {
  it.each([
    ['Block Known Bad (v2) / east, west', null],
    ['a_b-c.d', null],
    ['x'.repeat(64), null],
  ])('accepts %s', (name, problem) => expect(policyNameProblem(name)).toBe(problem));

  it.each([
    ['', 'Policy Name is required'],
    ['x'.repeat(65), 'Policy Name must be 64 characters or fewer'],
    ['semi;colon', 'Policy Name may contain only letters, numbers, spaces and - _ . ( ) / ,'],
    ['<script>', 'Policy Name may contain only letters, numbers, spaces and - _ . ( ) / ,'],
    [' padded', 'Policy Name cannot begin or end with a space'],
    ['padded ', 'Policy Name cannot begin or end with a space'],
  ])('refuses %j', (name, problem) => expect(policyNameProblem(name)).toBe(problem));

  it('compares names without case', () => {
    expect(sameName('Block Lookalikes', 'block LOOKALIKES')).toBe(true);
    expect(sameName('Block Lookalikes', 'Block Look-alikes')).toBe(false);
  });
});

describe('description rule', () => {
  it('is the house description rule', () => {
    expect(policyDescriptionProblem('')).toBeNull();
    expect(policyDescriptionProblem('Line one\nline two')).toBeNull();
    expect(policyDescriptionProblem('a <b>')).toBe('Description cannot contain < or >');
    expect(policyDescriptionProblem('x'.repeat(257))).toBe('Description must be 256 characters or fewer');
  });
});

describe('action rule (spec 2 §5)', () => {
  it.each([
    [{ type: 'BLOCK' as const }, null],
    [{ type: 'OVERRIDE' as const, destination: ['walled.agency.gov'] }, null],
    [{ type: 'OVERRIDE' as const, destination: ['203.0.113.9'] }, null],
    [{ type: 'OVERRIDE' as const, destination: ['203.0.113.9', '2001:db8::1'] }, null],
    [{ type: 'OVERRIDE' as const, destination: ['198.18.0.10'], isSinkholeOverride: true }, null],
    [{ type: 'OVERRIDE' as const }, INVALID_ACTION],
    [{ type: 'OVERRIDE' as const, destination: [] }, INVALID_ACTION],
    [{ type: 'OVERRIDE' as const, destination: ['a.gov', 'b.gov'] }, INVALID_ACTION],
    [{ type: 'OVERRIDE' as const, destination: ['a.gov', '203.0.113.9'] }, INVALID_ACTION],
    [{ type: 'OVERRIDE' as const, destination: ['not a name'] }, INVALID_ACTION],
    [{ type: 'OVERRIDE' as const, destination: ['sink.gov'], isSinkholeOverride: true }, INVALID_ACTION],
    [{ type: 'ALLOW' as const, destination: ['203.0.113.9'] }, INVALID_ACTION],
  ])('%j → %s', (action, problem) => expect(actionProblem(action)).toBe(problem));
});
