import { renderRoute } from '../../../../tests/setup/render-route';
import { clock, db } from '@mock/node';
import type { PolicyRecord } from '@mock/db/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { PolicyPredicate } from '@/api/policies/contract';
import { seededOrganization } from '../../../../tests/setup/seed';

/*
 * The Policy Editor list's screen tests share these. Each test adds its own policies to Agriculture (the tenant administrator Daniel's organization),
 * named with a prefix the seed does not use, and opens the list searched for it: what a row shows
 * is then stated here, not copied from the seed. useScreenTests reseeds the table afterwards.
 */

export const ORG = 'org-usda';
export const PREFIX = 'Plist Case';
export const OTHER_MANAGER = 'someone.else@usda.gov';

export const domainIn = (...values: string[]): PolicyPredicate => ({ selector: 'domain', operator: 'in', values });

let counter = 0;
export async function addPolicy(name: string, over: Partial<PolicyRecord> = {}): Promise<PolicyRecord> {
  counter += 1;
  const id = `plist-${counter}`;
  const now = clock.isoNow();
  const record: PolicyRecord = {
    id,
    policyId: id,
    orgId: ORG,
    name: `${PREFIX} ${name}`,
    description: `About ${name}`,
    action: { type: 'BLOCK' },
    expression: [domainIn('example.com')],
    sourceSetList: [],
    namedSourceSet: [],
    global: false,
    proprietary: false,
    status: 'NEW',
    priorStatus: null,
    lastModified: now,
    submittedBy: null,
    updatedBy: 'Test Author',
    disableDnssec: false,
    blockPageEnabled: false,
    precedence: 5,
    readOnly: false,
    redacted: false,
    analysisData: null,
    createdAt: now,
    analysisStartedAt: null,
    statusBeforeAnalysis: null,
    reminderSentAt: null,
    ...over,
  };
  await db.policies.create(record);
  if (record.status === 'ENFORCING' || record.status === 'PENDING_DISABLE') {
    await db.policyEnforcements.create({
      id: `enf-${id}`,
      policyId: id,
      orgId: record.global ? null : record.orgId,
      precedence: record.precedence,
      action: 'block',
      expression: record.expression,
      sourceSetIds: record.sourceSetList,
      from: now,
      until: null,
    });
  }
  return record;
}

/** Read once the seed is loaded (inside a test). */
export const tableName = (orgId = ORG) => `Policies of ${seededOrganization(orgId).displayName}`;

/**
 * The data rows of the list once they have arrived (an opened row's details are one cell). While
 * the table is busy its rows may be the loading skeleton's, whose cells are empty.
 */
export async function rows(orgId = ORG) {
  const table = await screen.findByRole('table', { name: tableName(orgId) });
  return waitFor(() => {
    expect(table).not.toHaveAttribute('aria-busy', 'true');
    const found = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 1);
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
}

export const rowOf = async (name: string, orgId = ORG) => {
  const row = (await rows(orgId)).find((r) => r.textContent?.includes(`${PREFIX} ${name}`));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

export const namesShown = async () =>
  (await rows()).map((row) => within(row).queryByRole('link')?.textContent ?? '').filter(Boolean);

export const open = (query = '', persona: 'daniel' | 'hannah' = 'daniel') =>
  renderRoute(`/policy-editor?search=${encodeURIComponent(PREFIX)}${query}`, { persona });
