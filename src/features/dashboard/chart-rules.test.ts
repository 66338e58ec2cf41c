import { describe, expect, it } from 'vitest';
import {
  LEGEND_SIZE,
  OTHER,
  groupSlices,
  ipVersionSlices,
  legendEntries,
  linePoints,
  pointLabel,
  protocolSlices,
  xTicks,
} from './chart-rules';

const rows = (counts: Record<string, number>) => Object.entries(counts).map(([key, count]) => ({ key, count }));

describe('donut slices (spec 3 §9)', () => {
  it('keeps at most 7 slices and puts the rest into Other', () => {
    const slices = groupSlices(rows({ a: 20, b: 15, c: 12, d: 11, e: 10, f: 9, g: 8, h: 8, i: 7 }));
    expect(slices.map((s) => s.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', OTHER]);
    expect(slices.at(-1)).toMatchObject({ count: 15, members: ['h', 'i'] });
    expect(slices.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1);
  });

  it('merges segments under 3% into Other, and the service’s own Other with them', () => {
    const slices = groupSlices(rows({ A: 862, AAAA: 104, PTR: 28, MX: 5, Other: 1 }));
    expect(slices.map((s) => s.key)).toEqual(['A', 'AAAA', OTHER]);
    expect(slices[2]).toMatchObject({ count: 34, members: ['PTR', 'MX', 'Other'] });
  });

  it('has no Other slice when every row is large enough, and nothing for no rows', () => {
    expect(groupSlices(rows({ a: 60, b: 40 })).map((s) => s.key)).toEqual(['a', 'b']);
    expect(groupSlices([])).toEqual([]);
    expect(groupSlices(rows({ a: 0 }))).toEqual([]);
  });

  it('lists 10 legend entries, each with the slice it is drawn in', () => {
    const many = rows(Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`t${i}`, 100 - i * 5])));
    const slices = groupSlices(many);
    const legend = legendEntries(many, slices);
    expect(legend).toHaveLength(LEGEND_SIZE);
    expect(legend[0]).toMatchObject({ key: 't0', slice: 't0' });
    expect(legend[9]).toMatchObject({ key: 't9', slice: OTHER });
  });
});

describe('protocol and IP version charts', () => {
  it('shows the top 4 protocols by their spec labels', () => {
    const slices = protocolSlices(rows({ TCP: 3, UDP: 80, TLS: 3, HTTPS: 14 }));
    expect(slices.map((s) => s.label)).toEqual(['DNS:53 (UDP)', 'DoH', 'DNS:53 (TCP)', 'DoT']);
    expect(slices[0].share).toBeCloseTo(0.8);
  });

  it('shows the top 1 each of IPv4 and IPv6', () => {
    const slices = ipVersionSlices([...rows({ ipv6: 31, ipv4: 69 }), { key: 'ipv4', count: 5 }]);
    expect(slices.map((s) => [s.label, s.count])).toEqual([
      ['IPv4', 69],
      ['IPv6', 31],
    ]);
  });
});

describe('line chart points and ticks', () => {
  const hourly = Array.from({ length: 24 }, (_, h) => ({
    datetime: new Date(Date.UTC(2026, 10, 15, 15 + h)).toISOString(),
    count: h,
  }));
  const daily = Array.from({ length: 30 }, (_, d) => ({
    datetime: new Date(Date.UTC(2026, 9, 18 + d)).toISOString(),
    count: d,
  }));

  it('draws hourly points for 24 hours and daily points otherwise, labelled in UTC', () => {
    expect(linePoints(hourly, 24)).toHaveLength(24);
    expect(pointLabel('2026-11-16T14:00:00.000Z', 24)).toBe('14:00');
    expect(pointLabel('2026-11-16T00:00:00.000Z', 7)).toBe('11/16');
    // A finer point than the grain is summed into its day.
    const split = [...daily.slice(0, 7), { datetime: daily[6].datetime.replace('T00', 'T12'), count: 100 }];
    const points = linePoints(split, 7);
    expect(points).toHaveLength(7);
    expect(points[6].count).toBe(106);
  });

  it('spaces x ticks 6 hours, 1 day and 5 days apart, ending on the latest point', () => {
    const day = linePoints(hourly, 24);
    expect(xTicks(day, 24).map((t) => pointLabel(t, 24))).toEqual(['20:00', '02:00', '08:00', '14:00']);
    expect(xTicks(linePoints(daily.slice(-7), 7), 7)).toHaveLength(7);
    const month = xTicks(linePoints(daily, 30), 30);
    expect(month).toHaveLength(6);
    expect(month.at(-1)).toBe(daily[29].datetime);
  });
});

describe('legend labels', () => {
  it('names protocol entries by their slice labels, and lists each drawn row once', () => {
    const protocols = rows({ UDP: 80, HTTPS: 14, TCP: 3, TLS: 3 });
    expect(legendEntries(protocols, protocolSlices(protocols)).map((e) => e.label)).toEqual([
      'DNS:53 (UDP)',
      'DoH',
      'DNS:53 (TCP)',
      'DoT',
    ]);
    const versions = [...rows({ ipv4: 69, ipv6: 31 }), { key: 'ipv4', count: 5 }];
    expect(legendEntries(versions, ipVersionSlices(versions)).map((e) => e.label)).toEqual(['IPv4', 'IPv6']);
  });
});
