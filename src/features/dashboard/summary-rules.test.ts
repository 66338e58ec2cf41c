import { describe, expect, it } from 'vitest';
import { summaryTiles } from './summary-rules';

describe('summary tiles', () => {
  it('shows each total compact with its change against the period before', () => {
    const tiles = summaryTiles(
      { total: 1_250_000, blocked: 5_000, blockedPercent: 0.4 },
      { total: 1_000_000, blocked: 5_000, blockedPercent: 0.5 },
    );
    expect(tiles.map((t) => [t.label, t.value, t.change, t.direction])).toEqual([
      ['Total DNS Requests', '1.3M', '+25%', 'up'],
      ['Blocked DNS Requests', '5K', '0%', 'flat'],
      ['Blocked Share', '0.4%', '-0.1 pts', 'down'],
    ]);
    expect(tiles[0].exact).toBe('1,250,000');
  });

  it('has no change when the period before held nothing', () => {
    const tiles = summaryTiles(
      { total: 10, blocked: 1, blockedPercent: 10 },
      { total: 0, blocked: 0, blockedPercent: 0 },
    );
    expect(tiles.map((t) => t.change)).toEqual([null, null, null]);
  });
});
