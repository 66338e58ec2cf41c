// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { policySaveEndpoint } from '../../src/api/policies/contract';
import { policyApprovalEndpoint, policySaveMspEndpoint } from '../../src/api/policies/lifecycle-contract';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import {
  USDA,
  expectRefused,
  newPolicy,
  openInterval,
  otherManager,
  policyIn,
  saveInput,
  stored,
} from '../testing/policy-lifecycle-fixtures';

useMockApi();

describe('save', () => {
  it('creates a NEW policy with its precedence, set names and a history entry', async () => {
    actAs(PERSONA.tenantAdmin);
    const set = db.sourceSets.all().find((s) => s.orgId === USDA && !s.deleted)!;
    const saved = await callApi(policySaveEndpoint, newPolicy({ sourceSetList: [set.id, set.id] }));
    expect(saved).toMatchObject({ status: 'NEW', onlyUpdatedFieldsNotRequiringApproval: false });
    expect(saved.policy).toMatchObject({ precedence: 7, sourceSetList: [set.id], namedSourceSet: [set.name] });
    expect(db.policyHistory.all().filter((h) => h.policyId === saved.id)).toHaveLength(1);
    expect(openInterval(saved.id)).toBeUndefined();
  });

  it('refuses bad input at its field and writes nothing', async () => {
    const taken = await policyIn('NEW', { name: 'Existing Name' });
    const readOnly = await policyIn('DISABLED', { readOnly: true });
    const deletedSet = db.sourceSets.all().find((s) => s.orgId === USDA && !s.isDefault)!;
    await db.sourceSets.update(deletedSet, { strict: true, data: (draft) => void (draft.deleted = true) });
    const otherSet = db.sourceSets.all().find((s) => s.orgId === 'org-crwa')!;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, ErrorKey.policyNameFormat, 'name'],
      [{ name: ' Padded' }, ErrorKey.policyNameFormat, 'name'],
      [{ name: 'Semi;colon' }, ErrorKey.policyNameFormat, 'name'],
      [{ name: 'x'.repeat(65) }, ErrorKey.policyNameFormat, 'name'],
      [{ name: taken.name.toUpperCase() }, ErrorKey.policyNameTaken, 'name'],
      [{ description: 'a <b>bold</b> claim' }, ErrorKey.policyDescriptionFormat, 'description'],
      [{ action: { type: 'OVERRIDE' } }, ErrorKey.policyActionInvalid, 'action'],
      [
        { action: { type: 'OVERRIDE', destination: ['a.example.com', 'b.example.com'] } },
        ErrorKey.policyActionInvalid,
        'action',
      ],
      [{ action: { type: 'OVERRIDE', destination: ['not a name'] } }, ErrorKey.policyActionInvalid, 'action'],
      [{ action: { type: 'BLOCK', destination: ['203.0.113.9'] } }, ErrorKey.policyActionInvalid, 'action'],
      [
        { action: { type: 'OVERRIDE', destination: ['203.0.113.10'], isSinkholeOverride: true } },
        ErrorKey.policyActionInvalid,
        'action',
      ],
      [{ expression: [] }, ErrorKey.policyExpressionRequired, 'expression'],
      [{ sourceSetList: [deletedSet.id] }, ErrorKey.notFound, 'sourceSetList'],
      [{ sourceSetList: [otherSet.id] }, ErrorKey.notFound, 'sourceSetList'],
      [{ proprietary: true }, ErrorKey.policyGlobalNeedsGlobal, 'proprietary'],
      [{ id: taken.id, name: 'Renamed', status: 'UPDATED' }, ErrorKey.policyStale, 'status'],
      [{ id: readOnly.id }, ErrorKey.policyReadOnly, 'status'],
    ];
    for (const [changes, key, field] of cases) {
      await expectRefused(PERSONA.tenantAdmin, () => callApi(policySaveEndpoint, newPolicy(changes)), key, field);
    }
    await expectRefused(
      PERSONA.tenantAdmin,
      () => callApi(policySaveMspEndpoint, newPolicy()),
      ErrorKey.policyManagedService,
      'orgId',
    );
  });

  it('takes an override to one name or to a list of addresses', async () => {
    actAs(PERSONA.tenantAdmin);
    const toName = await callApi(
      policySaveEndpoint,
      newPolicy({ action: { type: 'OVERRIDE', destination: ['walled.usda.gov'] } }),
    );
    const toIps = await callApi(
      policySaveEndpoint,
      newPolicy({ name: 'To addresses', action: { type: 'OVERRIDE', destination: ['203.0.113.9', '2001:db8::9'] } }),
    );
    expect([toName.status, toIps.status]).toEqual(['NEW', 'NEW']);
  });

  it('keeps the approved version in force while an edit of it awaits approval', async () => {
    const enforcing = await policyIn('ENFORCING');
    actAs(otherManager(USDA, PERSONA.tenantAdmin));
    // Bring it into force the way an approval does.
    const pending = await policyIn('PENDING_APPROVAL', { submittedBy: PERSONA.tenantAdmin });
    await callApi(policyApprovalEndpoint, { orgId: USDA, id: pending.id });
    const before = openInterval(pending.id)!;
    actAs(PERSONA.tenantAdmin);
    const onlyDescription = await callApi(
      policySaveEndpoint,
      saveInput(stored(pending.id)!, { description: 'Clearer words' }),
    );
    expect(onlyDescription).toMatchObject({ status: 'ENFORCING', onlyUpdatedFieldsNotRequiringApproval: true });
    const edited = await callApi(
      policySaveEndpoint,
      saveInput(stored(pending.id)!, {
        expression: [{ selector: 'domain', operator: 'in', values: ['new.example.com'] }],
      }),
    );
    expect(edited).toMatchObject({ status: 'UPDATED', onlyUpdatedFieldsNotRequiringApproval: false });
    expect(edited.policy.analysisData).toBeNull();
    expect(openInterval(pending.id)).toEqual(before);
    expect(openInterval(enforcing.id)).toBeUndefined();
  });
});
