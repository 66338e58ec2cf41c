import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import { type PolicyPredicate, policyDownloadEndpoint, priorityOf } from '../../src/api/policies/contract';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { notFound } from '../core/mock-error';
import { findOrg } from '../db/lookups';
import { policyTypeOf, toWire, visiblePolicies, byName } from './policy-store';
import { slug } from '../../src/lib/slug';

// The policy list as a CSV file, issued as a link and built when the link is opened.

export const POLICY_LIST_COLUMNS = ['Name', 'Status', 'Action', 'Priority', 'Type', 'Expressions'] as const;

const predicateText = (p: PolicyPredicate) => `${p.selector} ${p.operator} ${p.values.join(', ')}`;

/** The organization's policies as it sees them (redacted ones too) when the link is opened, by name. */
export const policyListFile = defineFileRecipe({
  id: 'policy-list',
  params: v.object({ orgId: orgIdSchema }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db, issuedAt }) {
    if (!findOrg(params.orgId)) throw notFound('The organization');
    const policies = visiblePolicies(db, params.orgId)
      .map((record) => toWire(record, params.orgId, issuedAt, db, { results: false }))
      .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
    return toCsv(
      POLICY_LIST_COLUMNS,
      policies.map((p) => [
        p.name,
        p.status,
        p.action.type,
        priorityOf(p.precedence),
        policyTypeOf(p),
        p.expression.map(predicateText).join('; '),
      ]),
    );
  },
});

export const download = defineHandler(policyDownloadEndpoint, ({ input, clock, request }) => {
  const org = findOrg(input.orgId)!;
  return {
    preSignedUrl: issueFile(request, {
      recipe: policyListFile,
      params: { orgId: org.orgId },
      name: `policies-${slug(org.orgName, 'organization')}-${clock.isoNow().slice(0, 10)}.csv`,
      ttlSeconds: 300,
    }),
  };
});
