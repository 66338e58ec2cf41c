import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import { type AuditFilter, auditOrgsEndpoint, auditPreviewEndpoint, auditResultsEndpoint } from './contract';
import { userEmailListEndpoint } from '../users/contract';

export const auditKeys = {
  all: ['audit'] as const,
  orgs: () => ['audit', 'orgs'] as const,
  emails: (orgId: string, orgs: readonly string[]) => ['audit', 'emails', orgId, [...orgs].sort()] as const,
};

export const auditOrgsQuery = () =>
  queryOptions({ queryKey: auditKeys.orgs(), queryFn: () => callApi(auditOrgsEndpoint, {}) });

/** The User filter's choices, from the user service's e-mail list (spec 1 §7). */
export const auditEmailsQuery = (orgId: string, orgs: readonly string[]) =>
  queryOptions({
    queryKey: auditKeys.emails(orgId, orgs),
    queryFn: () => callApi(userEmailListEndpoint, { orgId, orgs: [...orgs] }),
  });

export const previewAudit = (filter: AuditFilter) => callApi(auditPreviewEndpoint, filter);
export const runAuditReport = (filter: AuditFilter) => callApi(auditResultsEndpoint, filter);
