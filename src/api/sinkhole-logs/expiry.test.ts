import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  creationOf,
  expirationOf,
  fileNameOf,
  fileState,
  isExpired,
  listableHours,
  logIdOf,
  parseLogId,
} from './expiry';

const hour = Date.UTC(2026, 7, 1, 13);

describe('sinkhole log expiry (spec 3 §9: 90 days downloadable, 14 more visible)', () => {
  it('writes the file when the hour closes and expires it 90 days later', () => {
    const created = creationOf(hour);
    expect(created).toBe(Date.UTC(2026, 7, 1, 14));
    expect(new Date(expirationOf(created)).toISOString()).toBe('2026-10-30T14:00:00.000Z');
  });

  it('is pending, downloadable, expired and gone at the right instants', () => {
    const created = creationOf(hour);
    expect(fileState(created, created - 1)).toBe('pending');
    expect(fileState(created, created)).toBe('downloadable');
    expect(fileState(created, created + 90 * DAY_MS - 1)).toBe('downloadable');
    expect(fileState(created, created + 90 * DAY_MS)).toBe('expired');
    expect(fileState(created, created + 104 * DAY_MS - 1)).toBe('expired');
    expect(fileState(created, created + 104 * DAY_MS)).toBe('gone');
    expect(isExpired(new Date(expirationOf(created)).toISOString(), created + 90 * DAY_MS)).toBe(true);
    expect(isExpired(new Date(expirationOf(created)).toISOString(), created + 90 * DAY_MS - 1)).toBe(false);
  });

  it('lists closed hours only, and none older than 104 days', () => {
    const now = Date.UTC(2026, 10, 24, 15, 30);
    const lastDay = listableHours({ from: now - DAY_MS, to: now }, now);
    expect(new Date(lastDay.last).toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(new Date(lastDay.first).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    const all = listableHours({ from: 0, to: now }, now);
    expect(fileState(creationOf(all.first), now)).toBe('expired');
    expect(fileState(creationOf(all.first - HOUR_MS), now)).toBe('gone');
    const pastHour = listableHours({ from: now - HOUR_MS, to: now }, now);
    expect(pastHour.first).toBe(pastHour.last);
  });

  it('names a file by its address and hour, and reads the name back', () => {
    expect(logIdOf('203.0.113.10', hour)).toBe('203.0.113.10_2026-08-01T13');
    expect(parseLogId('203.0.113.10_2026-08-01T13')).toEqual({ ip: '203.0.113.10', hourStart: hour });
    expect(parseLogId('203.0.113.10_2026-08-01')).toBeNull();
    expect(parseLogId('<script>_2026-08-01T13')).toBeNull();
    expect(fileNameOf('203.0.113.10', hour)).toBe('sinkhole-203-0-113-10-2026-08-01T1300Z.csv');
  });
});
