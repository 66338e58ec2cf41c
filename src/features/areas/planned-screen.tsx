import { NotBuiltYet } from '@/components/not-built-yet';

const S1 = 'Specification 1 (foundation)';
const S2 = 'Specification 2 (policies and threats)';
const S3 = 'Specification 3 (logs and dashboards)';

/** Screens whose routes and guards exist but whose content arrives in a later release. */
export const PLANNED: Record<string, { title: string; purpose: string; spec: string }> = {
  '/dashboard': {
    title: 'Dashboard',
    purpose: 'show total and blocked DNS requests over time for the selected organization, with a saved query.',
    spec: `${S3}, Dashboard`,
  },
  '/global-policy-dispute': {
    title: 'Global Policy Dispute',
    purpose: 'let you alert the provider to a global policy with undesirable mission impact.',
    spec: `${S2} §2.6`,
  },
  '/logs/audit': {
    title: 'Audit Logs',
    purpose: 'list audit events with filters by organization, user and date.',
    spec: `${S3}, Audit Logs`,
  },
  '/logs/dns-streams/form': {
    title: 'DNS Stream',
    purpose: 'create or view a DNS log stream.',
    spec: `${S3}, Stream create/view`,
  },
  '/logs/dns-streams': {
    title: 'DNS Streams',
    purpose: 'list the DNS log streams of the selected organization.',
    spec: `${S3}, DNS Streams list`,
  },
  '/logs/log-push/form': {
    title: 'Connect a Service',
    purpose: 'connect an external destination that DNS logs are pushed to and check its token.',
    spec: `${S3}, DNS Log Push detail`,
  },
  '/logs/log-push': {
    title: 'DNS Log Push',
    purpose: 'list the services DNS logs are pushed to, with enable, disable and delete.',
    spec: `${S3}, DNS Log Push list`,
  },
  '/logs/scheduled-extracts/create': {
    title: 'Create Extract Schedule',
    purpose: 'schedule a recurring DNS log extract.',
    spec: `${S3}, Extract Schedule editor`,
  },
  '/logs/scheduled-extracts/edit': {
    title: 'Edit Extract Schedule',
    purpose: 'edit a recurring DNS log extract.',
    spec: `${S3}, Extract Schedule editor`,
  },
  '/logs/scheduled-extracts/history': {
    title: 'Extract History',
    purpose: 'list the runs of an extract with their status and download links.',
    spec: `${S3}, Extract History`,
  },
  '/logs/scheduled-extracts': {
    title: 'Scheduled Extracts',
    purpose: 'list recurring DNS log extracts and their last runs.',
    spec: `${S3}, Scheduled Extracts`,
  },
  '/logs/sinkhole-logs': {
    title: 'Sinkhole Logs',
    purpose: 'download logs of DNS requests answered by sinkholes.',
    spec: `${S3}, Sinkhole Logs`,
  },
  '/logs/viewer': {
    title: 'DNS Logs',
    purpose: 'preview DNS logs for a query, then download the results.',
    spec: `${S3}, DNS Logs`,
  },
  '/organizations/APIManagement': {
    title: 'API Management',
    purpose: 'create and delete API access keys.',
    spec: `${S1} §2, API Management`,
  },
  '/organizations/alert-set': {
    title: 'Alert Sets',
    purpose: 'list the alert sets of each organization, with add, view and delete.',
    spec: `${S1} §2, Alert Sets`,
  },
  '/organizations/dist': {
    title: 'Distribution Lists',
    purpose: 'list distribution lists with search and sorting.',
    spec: `${S1} §2, Distribution Lists`,
  },
  '/organizations/sources': {
    title: 'Authorized Sources',
    purpose: 'list source sets and their sources, with device enrollment.',
    spec: `${S1} §2, Authorized Sources`,
  },
  '/organizations/alert-set/form': {
    title: 'Alert Set',
    purpose: 'create, edit or view an alert set (DNS Events or System Events).',
    spec: `${S1} §2, Alert set form`,
  },
  '/organizations/dist/form': {
    title: 'Distribution List Information',
    purpose: 'create or edit a distribution list and its recipients.',
    spec: `${S1} §2, Distribution list page`,
  },
  '/policy-editor/create': {
    title: 'Create Policy',
    purpose: 'create a DNS policy and submit it for two-person approval.',
    spec: `${S2} §2.2`,
  },
  '/policy-editor/edit/$id': {
    title: 'Edit Policy',
    purpose: 'edit a DNS policy, run impact analysis and submit it for approval.',
    spec: `${S2} §2.2`,
  },
  '/policy-editor': {
    title: 'Policy Editor',
    purpose: 'list DNS policies with search, sorting and the pending filter.',
    spec: `${S2} §2.1`,
  },
  '/policy-editor/view/$id': {
    title: 'View Policy',
    purpose: 'show a DNS policy, its status history and impact analysis.',
    spec: `${S2} §2.2`,
  },
  '/threats/dns-logs-analysis': {
    title: 'DNS Logs Analysis',
    purpose: 'chart the top unranked and top unpopular trending domains.',
    spec: `${S2} §2.3`,
  },
  '/threats/enriched-threat-intel': {
    title: 'Enriched Threat Intel',
    purpose: 'chart threats matched by domain, host and resolved IP.',
    spec: `${S2} §2.3`,
  },
  '/threats/policy-coverage': {
    title: 'Policy Coverage',
    purpose: 'show which policies cover a domain or IP address, singly or from a file.',
    spec: `${S2} §2.4`,
  },
  '/threats/policy-gap-analysis': {
    title: 'Policy Gap Analysis',
    purpose: 'show the weekly analysis of potential coverage gaps in your policies.',
    spec: `${S2} §2.5`,
  },
};

export function PlannedScreen({ path }: { path: string }) {
  const screen = PLANNED[path];
  if (!screen) throw new Error(`No planned screen is described for ${path}`);
  return <NotBuiltYet title={screen.title} purpose={screen.purpose} specReference={screen.spec} />;
}
