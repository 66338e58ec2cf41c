import { describe, expect, it } from 'vitest';
import { ALL_SOURCE_SETS, nextChosen } from './dashboard-filters';

describe('the Source Set choice', () => {
  it('treats All Source Sets as no filter, exclusive of the sets', () => {
    expect(nextChosen([], [ALL_SOURCE_SETS, 'ss-1'])).toEqual(['ss-1']);
    expect(nextChosen(['ss-1'], ['ss-1', ALL_SOURCE_SETS])).toEqual([]);
    expect(nextChosen(['ss-1'], [])).toEqual([]);
    expect(nextChosen(['ss-1'], ['ss-1', 'ss-2'])).toEqual(['ss-1', 'ss-2']);
  });
});
