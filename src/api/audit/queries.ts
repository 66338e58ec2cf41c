import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import {
  type AuditFilter,
  auditEmailsEndpoint,
  auditOrgsEndpoint,
  auditPreviewEndpoint,
  auditResultsEndpoint,
} from './contract';

export const auditKeys = {
  all: ['audit'] as const,
  orgs: () => ['audit', 'orgs'] as const,
  emails: (orgId: string, orgs: readonly string[]) => ['audit', 'emails', orgId, [...orgs].sort()] as const,
};

export const auditOrgsQuery = () =>
  queryOptions({ queryKey: auditKeys.orgs(), queryFn: () => callApi(auditOrgsEndpoint, {}) });

export const auditEmailsQuery = (orgId: string, orgs: readonly string[]) =>
  queryOptions({
    queryKey: auditKeys.emails(orgId, orgs),
    queryFn: () => callApi(auditEmailsEndpoint, { orgId, orgs: [...orgs] }),
  });

export const previewAudit = (filter: AuditFilter) => callApi(auditPreviewEndpoint, filter);
export const runAuditReport = (filter: AuditFilter) => callApi(auditResultsEndpoint, filter);
