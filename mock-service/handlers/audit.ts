import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import {
  type AuditFilter,
  auditOrgsEndpoint,
  auditPreviewEndpoint,
  auditResultsEndpoint,
} from '../../src/api/audit/contract';
import { userEmailListEndpoint } from '../../src/api/users/contract';
import { AUDIT_EVENT_TYPES, AUDIT_HISTORY_MONTHS, AUDIT_PREVIEW_ROWS } from '../../src/api/audit/events';
import { auditErrors } from '../../src/api/audit/rules';
import { GLOBAL_ORG_NAME, isGlobalAdmin } from '../../src/api/roles';
import { type AuditQuery, findAuditEvents } from '../audit/query';
import type { Caller } from '../core/caller';
import type { Clock } from '../core/clock';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { MockError, notFound } from '../core/mock-error';
import { db } from '../db/database';
import { findOrg } from '../db/lookups';

const allOrgIds = (): string[] => db.organizations.all().map((o) => o.orgId);

/*
 * Audit logs (spec 3 §2, §4, §6, §7). Whose events: the selected organization's; every
 * organization's (or those named in orgs) only for a platform admin with Global selected.
 */
function scopeOf(caller: Caller, orgId: string, asked: readonly string[]): string[] {
  const selected = findOrg(orgId)!;
  const everyOrg = selected.orgName === GLOBAL_ORG_NAME && isGlobalAdmin(caller.principal);
  if (!everyOrg) {
    if (asked.some((id) => id !== orgId))
      throw new MockError(auditErrors.orgScope, 403, { field: 'orgs', message: 'Only the selected organization.' });
    return [orgId];
  }
  if (asked.length === 0) return allOrgIds();
  const unknown = asked.find((id) => !findOrg(id));
  if (unknown) throw notFound(`The organization ${unknown}`, 'orgs');
  return [...new Set(asked)];
}

/** A preset duration ends now; the custom From and To stay within the last 6 months, in order. */
function rangeOf(duration: AuditFilter['duration'], clock: Clock): { from: number; to: number } {
  const from = Date.parse(duration.startDate);
  const to = Date.parse(duration.endDate);
  const earliest = new Date(clock.now());
  earliest.setUTCMonth(earliest.getUTCMonth() - AUDIT_HISTORY_MONTHS);
  // A day's slack: the console picks calendar days in the user's time zone.
  if (from < earliest.getTime() - 86_400_000)
    throw new MockError(auditErrors.tooOld, 400, {
      field: 'duration.startDate',
      message: 'More than 6 months back.',
    });
  if (to < from)
    throw new MockError(auditErrors.dateOrder, 400, {
      field: 'duration.endDate',
      message: 'The end is before the start.',
    });
  return { from, to };
}

function queryOf(caller: Caller, input: v.InferOutput<typeof auditPreviewEndpoint.request>, clock: Clock): AuditQuery {
  return {
    orgIds: scopeOf(caller, input.orgId, input.orgs),
    emails: input.emails,
    events: input.events,
    ...rangeOf(input.duration, clock),
  };
}

const orgs = defineHandler(auditOrgsEndpoint, ({ caller }) => {
  const ids = new Set(isGlobalAdmin(caller.principal) ? allOrgIds() : [caller.org.orgId]);
  return {
    orgs: db.organizations
      .all()
      .filter((o) => ids.has(o.orgId))
      .map(({ displayName, orgName, orgId }) => ({ displayName, orgName, orgId })),
  };
});

const emails = defineHandler(userEmailListEndpoint, ({ caller, input }) => {
  const scope = new Set(scopeOf(caller, input.orgId, input.orgs));
  const found = new Set(
    db.users
      .all()
      .filter((u) => scope.has(u.orgId))
      .map((u) => u.email),
  );
  return { emails: [...found].sort() };
});

const preview = defineHandler(auditPreviewEndpoint, ({ caller, input, clock }) => ({
  items: findAuditEvents(db, queryOf(caller, input, clock), AUDIT_PREVIEW_ROWS),
}));

export const AUDIT_REPORT_COLUMNS = ['Date', 'Organization', 'User', 'Event', 'Changes'] as const;

/** The full report, built when the link is opened from the query checked when it was issued. */
export const auditReportFile = defineFileRecipe({
  id: 'audit-report',
  params: v.object({
    orgIds: v.array(v.string()),
    emails: v.array(v.string()),
    events: v.array(v.picklist(AUDIT_EVENT_TYPES)),
    from: v.number(),
    to: v.number(),
  }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    const rows = findAuditEvents(db, params).map((item) => [
      item.datetime,
      item.orgName,
      item.email,
      item.event,
      item.changes
        .map(
          (c) => `${c.subject}: ${c.fields.map((f) => `${f.field} ${f.before ?? '-'} → ${f.after ?? '-'}`).join(', ')}`,
        )
        .join('; '),
    ]);
    return toCsv(AUDIT_REPORT_COLUMNS, rows);
  },
});

const results = defineHandler(auditResultsEndpoint, ({ caller, input, clock, request }) => {
  const query = queryOf(caller, input, clock);
  return {
    preSignedUrl: issueFile(request, {
      recipe: auditReportFile,
      params: { ...query, orgIds: [...query.orgIds], emails: [...query.emails], events: [...input.events] },
      name: `audit-report-${clock.isoNow().slice(0, 10)}.csv`,
      ttlSeconds: 300,
    }),
  };
});

export const auditHandlers = [orgs, emails, preview, results];
