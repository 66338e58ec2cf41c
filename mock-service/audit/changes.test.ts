import { describe, expect, it } from 'vitest';
import { describeChanges, orgOfChanges } from './changes';

describe('what an audit item shows of a change', () => {
  it('names the record and lists only the fields that differ, never a secret, never bookkeeping', () => {
    const described = describeChanges([
      {
        table: 'serviceTokens',
        before: { id: 't1', orgId: 'org-usda', clientId: 'c1', secretHash: 'aaa', status: 'Active' },
        after: { id: 't1', orgId: 'org-usda', clientId: 'c1', secretHash: 'bbb', status: 'Revoked' },
      },
      { table: 'outbox', before: null, after: { id: 'm1', subject: 'Token revoked' } },
      { table: 'policies', before: { id: 'p1', name: 'Block Gambling', orgId: 'org-usda' }, after: null },
    ]);
    expect(described).toEqual([
      {
        subject: 'Service auth token t1',
        fields: [
          { field: 'secretHash', before: '[not recorded]', after: '[not recorded]' },
          { field: 'status', before: 'Active', after: 'Revoked' },
        ],
      },
      {
        subject: 'Policy Block Gambling',
        fields: [
          { field: 'id', before: 'p1', after: null },
          { field: 'name', before: 'Block Gambling', after: null },
        ],
      },
    ]);
  });

  it('takes the organization from the changed record, by id or by name', () => {
    expect(orgOfChanges([{ table: 'users', before: null, after: { orgId: 'org-doe' } }])).toEqual({ orgId: 'org-doe' });
    expect(orgOfChanges([{ table: 'orgRequests', before: null, after: { orgName: 'Global' } }])).toEqual({
      orgName: 'Global',
    });
  });
});
