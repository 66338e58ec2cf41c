// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { type LogQueryParams, unfilteredLogQuery } from '../../src/api/log-queries/query-params';
import { db } from '../db/database';
import { resetTestDatabase } from '../node';
import { HOUR_MS } from '../world/inputs';
import { logQueryFilter, logQueryRange, logQueryToWorld } from './log-query';

beforeAll(() => resetTestDatabase());

const RUN_AT = Date.UTC(2026, 10, 16, 14, 37);
const query = (over: Partial<LogQueryParams> = {}): LogQueryParams =>
  unfilteredLogQuery(Date.UTC(2026, 10, 10), Date.UTC(2026, 10, 11), over);
const opt = (value: string) => ({ name: value, value });

describe('a log query as the DNS world reads it', () => {
  it('counts presets back from the moment the query runs, whatever dates it carries', () => {
    for (const hours of ['1', '12', '24'] as const)
      expect(logQueryRange(query({ durationType: hours }), RUN_AT)).toEqual({
        from: RUN_AT - Number(hours) * HOUR_MS,
        to: RUN_AT,
      });
  });

  it('takes a custom range as given, ending no later than the run', () => {
    expect(logQueryRange(query({ durationType: 'custom' }), RUN_AT)).toEqual({
      from: Date.UTC(2026, 10, 10),
      to: Date.UTC(2026, 10, 11),
    });
    const open = query({
      durationType: 'custom',
      duration: { startDate: '2026-11-16T00:00:00.000Z', endDate: '2026-11-17T00:00:00.000Z' },
    });
    expect(logQueryRange(open, RUN_AT)).toEqual({ from: Date.UTC(2026, 10, 16), to: RUN_AT });
  });

  it('an empty query reads every query of the organizations in scope', () => {
    expect(logQueryFilter(db, query(), { orgIds: ['org-doe'] })).toEqual({ orgIds: ['org-doe'] });
    expect(logQueryFilter(db, query(), { everyOrg: true })).toEqual({});
    // The Global entry narrows to the chosen organizations; elsewhere the scope is the organization.
    const chosen = query({ orgs: [opt('org-doe'), opt('org-usda')] });
    expect(logQueryFilter(db, chosen, { everyOrg: true }).orgIds).toEqual(['org-doe', 'org-usda']);
    expect(logQueryFilter(db, chosen, { orgIds: ['org-epa'] }).orgIds).toEqual(['org-epa']);
  });

  it('maps each filter to its world dimension: Allow is every answered query', () => {
    const filter = logQueryFilter(
      db,
      query({
        actions: [opt('allowed'), opt('blocked')],
        recordTypes: [opt('AAAA'), opt('Other')],
        policies: [opt('p-1')],
        queryName: ' Example.COM. ',
      }),
      { orgIds: ['org-doe'] },
    );
    expect(filter).toEqual({
      orgIds: ['org-doe'],
      decisions: ['allow', 'logOnly', 'none', 'block'],
      recordTypes: ['AAAA', 'Other'],
      policyIds: ['p-1'],
      name: 'example.com',
    });
  });

  it('narrows to chosen sets and their sources by address; the all-sets entry means no set filter', () => {
    const source = db.sources.all().find((s) => s.orgId === 'org-doe' && s.sourceIP)!;
    const withSources = query({ sourceSets: [opt(source.set)], sources: [opt(source.id)] });
    expect(logQueryFilter(db, withSources, { orgIds: ['org-doe'] })).toEqual({
      orgIds: ['org-doe'],
      sourceSetIds: [source.set],
      sourceKeys: [source.sourceIP],
    });
    const all = query({ sourceSets: [opt('all'), opt(source.set)], sources: [opt(source.id)] });
    expect(logQueryFilter(db, all, { orgIds: ['org-doe'] })).toEqual({ orgIds: ['org-doe'] });
  });

  it('gives filter and window together', () => {
    expect(logQueryToWorld(db, query({ durationType: '1' }), { orgIds: ['org-doe'] }, RUN_AT)).toEqual({
      filter: { orgIds: ['org-doe'] },
      range: { from: RUN_AT - HOUR_MS, to: RUN_AT },
    });
  });
});
