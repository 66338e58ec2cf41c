import { describe, expect, it } from 'vitest';
import { boundaryAfter, boundaryAtOrBefore, duePeriods } from './periods';

const at = (iso: string) => Date.parse(iso);

describe('cadence periods', () => {
  it('are whole UTC hours, UTC days and ISO weeks from Monday 00:00 UTC', () => {
    expect(boundaryAtOrBefore('Hourly', at('2026-11-24T15:05:00Z'))).toBe(at('2026-11-24T15:00:00Z'));
    expect(boundaryAtOrBefore('Daily', at('2026-11-24T15:05:00Z'))).toBe(at('2026-11-24T00:00:00Z'));
    // Tuesday 24 November 2026: the week began on Monday the 23rd.
    expect(boundaryAtOrBefore('Weekly', at('2026-11-24T15:05:00Z'))).toBe(at('2026-11-23T00:00:00Z'));
    expect(boundaryAtOrBefore('Weekly', at('2026-11-23T00:00:00Z'))).toBe(at('2026-11-23T00:00:00Z'));
    expect(boundaryAfter('Weekly', at('2026-11-23T00:00:00Z'))).toBe(at('2026-11-30T00:00:00Z'));
  });

  it('due: the latest complete one for a set never evaluated', () => {
    expect(duePeriods('Daily', null, at('2026-11-24T15:05:00Z'), 24)).toEqual([
      { from: at('2026-11-23T00:00:00Z'), to: at('2026-11-24T00:00:00Z') },
    ]);
  });

  it('due: every one ended since the last, none twice, at most the cap', () => {
    const last = at('2026-11-24T12:00:00Z');
    expect(duePeriods('Hourly', last, at('2026-11-24T12:59:59Z'), 24)).toEqual([]);
    expect(duePeriods('Hourly', last, at('2026-11-24T15:05:00Z'), 24).map((p) => p.to)).toEqual([
      at('2026-11-24T13:00:00Z'),
      at('2026-11-24T14:00:00Z'),
      at('2026-11-24T15:00:00Z'),
    ]);
    const idle = duePeriods('Hourly', last, at('2026-11-28T15:05:00Z'), 24);
    expect(idle).toHaveLength(24);
    expect(idle.at(-1)!.to).toBe(at('2026-11-28T15:00:00Z'));
    // A cadence changed from hourly to daily since: the next daily boundary after the last evaluation.
    expect(duePeriods('Daily', last, at('2026-11-26T01:00:00Z'), 24).map((p) => p.to)).toEqual([
      at('2026-11-25T00:00:00Z'),
      at('2026-11-26T00:00:00Z'),
    ]);
  });
});
