import { db } from '../db/database';
import type { PolicyRecord } from '../db/schemas';

/**
 * A policy record inserted straight into the table, for tests that need policies before (or
 * without) the seed's: a global Block of one domain, enforcing, unless the overrides say otherwise.
 */
export function insertPolicy(overrides: Partial<PolicyRecord> & { id: string; name: string }): Promise<PolicyRecord> {
  const at = '2026-11-01T12:00:00.000Z';
  return db.policies.create({
    policyId: overrides.id,
    orgId: 'org-global',
    description: '',
    action: { type: 'BLOCK' },
    expression: [{ selector: 'domain', operator: 'is', values: ['blocked.example'] }],
    sourceSetList: [],
    namedSourceSet: [],
    global: true,
    proprietary: false,
    status: 'ENFORCING',
    priorStatus: null,
    lastModified: at,
    submittedBy: null,
    updatedBy: null,
    disableDnssec: false,
    blockPageEnabled: false,
    precedence: 3,
    readOnly: false,
    redacted: false,
    analysisData: null,
    createdAt: at,
    analysisStartedAt: null,
    statusBeforeAnalysis: null,
    reminderSentAt: null,
    ...overrides,
  });
}
