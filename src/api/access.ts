import {
  type Principal,
  canAccess,
  canEditOrganization,
  canManageNetworks,
  GLOBAL_ORG_NAME,
  isGlobalUser,
} from './roles';
import { isServiceUserManager, userPermissions } from './users/permissions';
import { accessKeyPermissions } from './access-keys/permissions';
import { sourcePermissions } from './sources/permissions';
import { enrollmentPermissions } from './sources/enrollment-permissions';
import { dashboardPermissions } from './dashboard/permissions';
import { policyPermissions } from './policies/permissions';
import { distributionListPermissions } from './distribution-lists/permissions';
import { alertSetPermissions } from './alert-sets/permissions';
import { logStreamPermissions } from './log-streams/permissions';
import { logPushPermissions } from './log-push-jobs/permissions';
import { logPreviewPermissions } from './log-queries/preview-permissions';
import { coveragePermissions } from './coverage/permissions';
import { extractPermissions } from './log-queries/extract-permissions';
import { type AccessRule, type OrgTarget, caller, inOrg, isAdminType } from './access-rules';
import { collect } from './resource-rules';

export type { AccessRule };

const member = () => true;
const notGlobal = (org: OrgTarget) => org.orgName !== GLOBAL_ORG_NAME;

/**
 * Who may call each endpoint, and in which organization: one row per endpoint id, read by the
 * mock's pipeline (mock-service/core/access.ts), the console's route guards and the generated
 * permission test. Finer rules that depend on more of the input than the organization (one's
 * own user, a status transition, a setting only global operators change) stay in the handlers.
 *
 * - public: no session needed.
 * - session: any signed-in caller; the handler limits them to their own account.
 * - caller: the caller's standing in their home organization; the input names no organization.
 * - org: the organization named by the input member `org`; `may` sees the caller's principal
 *   in that organization. A global caller acts in any organization with their own roles; anyone
 *   else only in organizations where they hold an unsuspended user record (their own, or those a
 *   multi-agency user belongs to), with the roles of that record. Unknown organizations are 404.
 */
const coreRows: Readonly<Record<string, AccessRule>> = {
  'auth.personas': { who: 'public' },
  'auth.signIn': { who: 'public' },
  'auth.signUp': { who: 'public' },
  'auth.signUpVerify': { who: 'public' },
  'errorMessages.list': { who: 'public' },
  'auth.refresh': { who: 'session' },
  'auth.signOut': { who: 'session' },
  'session.currentUser': { who: 'session' },
  'information.list': { who: 'session' },
  'org.list': { who: 'session' },
  'session.signedIn': inOrg('orgId', member),
  'session.selectOrganization': inOrg('orgId', member),
  'session.rulesOfBehavior': inOrg('orgId', member),
  'session.signRulesOfBehavior': inOrg('orgId', member),

  'user.list': inOrg('orgId', userPermissions.list),
  'user.get': inOrg('orgId', userPermissions.list),
  'user.create': inOrg('orgId', userPermissions.manage),
  'user.update': inOrg('orgId', userPermissions.editIn),
  'user.setStatus': inOrg('orgId', userPermissions.manage),
  'user.delete': inOrg('orgId', userPermissions.manage),
  'user.download': inOrg('orgId', userPermissions.list),
  // One's own record only (the handler compares the e-mail): everyone has a Profile (spec 1 §6).
  'user.updateOwn': { who: 'session' },
  'user.getOwn': { who: 'session' },

  'managementNetwork.list': inOrg('orgId', canAccess.organizations),
  'managementNetwork.find': inOrg('orgId', canAccess.organizations),
  // The Global organization's own networks are not managed through these screens.
  'managementNetwork.create': inOrg('orgId', (p, org) => notGlobal(org) && canManageNetworks(p)),
  'managementNetwork.update': inOrg('orgId', (p, org) => notGlobal(org) && canManageNetworks(p)),
  'managementNetwork.delete': inOrg('orgId', (p, org) => notGlobal(org) && canManageNetworks(p)),

  'org.displayName.update': inOrg('orgId', (p, org) => notGlobal(org) && canEditOrganization(p)),
  'org.update': inOrg('orgId', (p, org) => notGlobal(org) && canEditOrganization(p)),
  'potentialOrg.list': caller(isGlobalUser),
  'potentialOrg.approve': caller(canAccess.onboarding),
  'msp.potentialOrg.approve': caller(canAccess.onboarding),

  'orgRequest.list': caller(canAccess.accessRequests),
  'orgRequest.approve': caller(canAccess.accessRequests),
  'orgRequest.deny': caller(canAccess.accessRequests),

  'accessKey.list': inOrg('orgId', accessKeyPermissions.call),
  'accessKey.get': inOrg('orgId', accessKeyPermissions.call),
  'accessKey.create': inOrg('orgId', accessKeyPermissions.call),
  'accessKey.delete': inOrg('orgId', accessKeyPermissions.call),
  'accessKey.apiKey': inOrg('orgId', accessKeyPermissions.call),
  'sse.list': { who: 'session' },
  // The Global organization's list is every organization's sets: the All Sources tab's global-view check.
  'sourceSet.list': inOrg('orgId', (p, org) =>
    notGlobal(org) ? sourcePermissions.view(p) : sourcePermissions.viewAll(p),
  ),
  'sourceSet.listOrgSourceSets': inOrg('orgId', sourcePermissions.view),
  'sourceSet.listMultipleOrgSourceSets': inOrg('orgId', sourcePermissions.view),
  'source.list': inOrg('orgId', sourcePermissions.view),
  'source.listOrgSources': inOrg('orgId', sourcePermissions.view),
  'source.listMultipleOrgSources': inOrg('orgId', sourcePermissions.view),
  'source.download': inOrg('orgId', (p, org) =>
    notGlobal(org) ? sourcePermissions.view(p) : sourcePermissions.viewAll(p),
  ),
  'source.create': inOrg('orgId', sourcePermissions.manage),
  'source.update': inOrg('orgId', sourcePermissions.manage),
  'source.delete': inOrg('orgId', sourcePermissions.manage),
  'sseSource.create': inOrg('orgId', sourcePermissions.manage),
  'sseSource.update': inOrg('orgId', sourcePermissions.manage),
  'source.create.msp': inOrg('orgId', sourcePermissions.manage),
  'source.update.msp': inOrg('orgId', sourcePermissions.manage),
  'source.delete.msp': inOrg('orgId', sourcePermissions.manage),
  'sseSource.create.msp': inOrg('orgId', sourcePermissions.manage),
  // An Exclusion Zone Manager may call update to convert a set (the handler limits them to that).
  'sourceSet.update': inOrg(
    'orgId',
    (p, org) => sourcePermissions.manage(p, org) || sourcePermissions.convertToExclusionZone(p, org),
  ),
  'sourceSet.update.msp': inOrg(
    'orgId',
    (p, org) => sourcePermissions.manage(p, org) || sourcePermissions.convertToExclusionZone(p, org),
  ),
  'sourceSet.delete': inOrg('orgId', sourcePermissions.manage),
  'sourceSet.delete.msp': inOrg('orgId', sourcePermissions.manage),
  // Device enrollment: as source-set update, and never in managed-service organizations.
  'sourceSet.enrollment.update': inOrg('orgId', enrollmentPermissions.manage),
  'sourceSet.enrollment.update.msp': inOrg('orgId', enrollmentPermissions.manage),
  'sourceSet.enrollment.download': inOrg('orgId', enrollmentPermissions.manage),
  'serviceToken.generate': inOrg('orgId', enrollmentPermissions.manage),
  'serviceToken.generate.msp': inOrg('orgId', enrollmentPermissions.manage),
  'serviceToken.get': inOrg('orgId', enrollmentPermissions.manage),
  'serviceToken.get.msp': inOrg('orgId', enrollmentPermissions.manage),
  'serviceToken.revoke': inOrg('orgId', enrollmentPermissions.manage),
  'serviceToken.revoke.msp': inOrg('orgId', enrollmentPermissions.manage),
  'sourceSet.authDevice.list': inOrg('orgId', enrollmentPermissions.viewDevices),
  // The Global organization is the all-organizations entry: its rows are every organization's data.
  'dashboard.queryTotal': inOrg('orgId', dashboardPermissions.read),
  'dashboard.blockedRequests': inOrg('orgId', dashboardPermissions.read),
  'dashboard.ipVersionBreakdown': inOrg('orgId', dashboardPermissions.read),
  'dashboard.protocolBreakdown': inOrg('orgId', dashboardPermissions.read),
  'dashboard.recordTypeBreakdown': inOrg('orgId', dashboardPermissions.read),
  'dashboard.blockedSecurityCategories': inOrg('orgId', dashboardPermissions.read),
  'dashboard.filteredSecurityCategories': inOrg('orgId', dashboardPermissions.read),
  'dashboard.sourceSetOptions': inOrg('orgId', dashboardPermissions.read),
  'dashboard.policyChanges': inOrg('orgId', dashboardPermissions.read),
  'dashboard.summary': inOrg('orgId', dashboardPermissions.read),
  'dashboard.topBlockedDomains': inOrg('orgId', dashboardPermissions.read),
  'dashboard.topBlockedSources': inOrg('orgId', dashboardPermissions.read),

  'policy.list': inOrg('orgId', policyPermissions.view),
  'pendingPolicy.list': inOrg('orgId', policyPermissions.view),
  'policy.listAll': inOrg('orgId', policyPermissions.view),
  'policy.listGlobal': inOrg('orgId', policyPermissions.view),
  'policy.listLevel': inOrg('orgId', policyPermissions.view),
  'policy.get': inOrg('orgId', policyPermissions.view),
  'policy.download': inOrg('orgId', policyPermissions.view),
  'policyStatusHistory.list': inOrg('orgId', policyPermissions.view),
  'pendingPolicy.save': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.save.msp': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.submitForApproval': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.approval': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.approval.msp': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.denial': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.statusUpdate': inOrg('orgId', policyPermissions.manage),
  'policy.submitForEnable': inOrg('orgId', policyPermissions.manage),
  'policy.submitForDisable': inOrg('orgId', policyPermissions.manage),
  'policy.enable': inOrg('orgId', policyPermissions.manage),
  'policy.enable.msp': inOrg('orgId', policyPermissions.manage),
  'policy.disable': inOrg('orgId', policyPermissions.manage),
  'policy.disable.msp': inOrg('orgId', policyPermissions.manage),
  'policy.delete': inOrg('orgId', policyPermissions.manage),
  'policy.delete.msp': inOrg('orgId', policyPermissions.manage),
  'user.listPolicyManagers': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.profileAsync': inOrg('orgId', policyPermissions.manage),
  'pendingPolicy.profileStatus': inOrg('orgId', policyPermissions.view),
  'pendingPolicy.profileCancel': inOrg('orgId', policyPermissions.manage),
  // Sinkholes are the provider's: the Global organization's policy managers allocate them.
  // Also the Sinkhole Logs filter's addresses, for the admin-type users that tab is for (spec 3 §1).
  'sinkhole.list': inOrg('orgId', (p, org) => !notGlobal(org) && (policyPermissions.manage(p) || isAdminType(p))),
  'policy.fetchSinkhole': inOrg('orgId', (p, org) => !notGlobal(org) && policyPermissions.view(p)),
  'policy.dispute': inOrg('orgId', (p, org) => notGlobal(org) && policyPermissions.dispute(p)),

  'distributionList.list': inOrg('orgId', distributionListPermissions.view),
  'distributionList.get': inOrg('orgId', distributionListPermissions.view),
  'distributionList.create': inOrg('orgId', distributionListPermissions.manage),
  'distributionList.update': inOrg('orgId', distributionListPermissions.manage),
  'distributionList.delete': inOrg('orgId', distributionListPermissions.manage),

  'alertSet.list': inOrg('orgId', alertSetPermissions.view),
  'alertSet.get': inOrg('orgId', alertSetPermissions.view),
  'alertSet.create': inOrg('orgId', alertSetPermissions.manage),
  'alertSet.update': inOrg('orgId', alertSetPermissions.manage),
  'alertSet.delete': inOrg('orgId', alertSetPermissions.manage),
  // Threat Analysis (spec 2 §6): everyone who may open the area, in the organization acted on;
  // the Global organization's id is every organization's data, for its own operators.
  'threats.topTrendingUnranked': inOrg('orgId', canAccess.threats),
  'threats.topTrendingUnpopular': inOrg('orgId', canAccess.threats),
  'threats.matchedByDomain': inOrg('orgId', canAccess.threats),
  'threats.matchedOnHost': inOrg('orgId', canAccess.threats),
  'threats.matchOnResolvedIp': inOrg('orgId', canAccess.threats),
  'intel.get': caller(canAccess.threats),
  'intel.getMsp': inOrg('orgId', canAccess.threats),

  // Spec 3 §6; the organization's account (§1) is the handlers' check (logPush.noAccount).
  'logStream.list': inOrg('orgId', logStreamPermissions.manage),
  'logStream.get': inOrg('orgId', logStreamPermissions.manage),
  'logStream.create': inOrg('orgId', logStreamPermissions.manage),
  'logStream.delete': inOrg('orgId', logStreamPermissions.manage),

  'logPush.list': inOrg('orgId', logPushPermissions.manage),
  'logPush.get': inOrg('orgId', logPushPermissions.manage),
  'logPush.sendToken': inOrg('orgId', logPushPermissions.manage),
  'logPush.verifyToken': inOrg('orgId', logPushPermissions.manage),
  'logPush.create': inOrg('orgId', logPushPermissions.manage),
  'logPush.update': inOrg('orgId', logPushPermissions.manage),
  'logPush.delete': inOrg('orgId', logPushPermissions.manage),
  'logPush.locationCrosswalk': inOrg('orgId', logPushPermissions.manage),
  'logPush.policyCrosswalk': inOrg('orgId', logPushPermissions.manage),
  'logPush.demoDestinationFiles': inOrg('orgId', logPushPermissions.manage),
  'logQuery.preview': inOrg('orgId', logPreviewPermissions.preview),
  'logQuery.previewAsync': inOrg('orgId', logPreviewPermissions.preview),
  'logQuery.previewStatus': inOrg('orgId', logPreviewPermissions.preview),
  'logQuery.previewCancel': inOrg('orgId', logPreviewPermissions.preview),
  'logQuery.previewResults': inOrg('orgId', logPreviewPermissions.preview),
  'policy.listAffecting': inOrg('orgId', coveragePermissions.view),
  // Bulk coverage is the global tenant's (spec 2 §6); the job is the caller's own, by e-mail.
  'policy.startAffectingBulk': caller(coveragePermissions.bulk),
  'policy.cancelAffectingBulk': caller(coveragePermissions.bulk),
  'policy.getAffectingBulkStatus': caller(coveragePermissions.bulk),
  'policy.getAffectingBulkSummary': caller(coveragePermissions.bulk),
  'policy.listAffectingBulk': inOrg('orgId', (p, org) => !notGlobal(org) && coveragePermissions.bulk(p)),
  'policy.downloadAffectingBulk': inOrg('orgId', (p, org) => !notGlobal(org) && coveragePermissions.bulk(p)),
  // Gap analysis is for a non-Global organization (spec 2 §2.3).
  'policyRec.list': inOrg('orgId', (p, org) => notGlobal(org) && coveragePermissions.view(p)),
  'policy.test': inOrg('orgId', coveragePermissions.view),
  'logQuery.list': inOrg('orgId', extractPermissions.read),
  'logQuery.listHistory': inOrg('orgId', extractPermissions.read),
  'logQuery.results': inOrg('orgId', extractPermissions.read),
  'logQuery.create': inOrg('orgId', extractPermissions.manage),
  'logQuery.update': inOrg('orgId', extractPermissions.manage),
  'logQuery.delete': inOrg('orgId', extractPermissions.manage),
  // Spec 3 §1 and §6: Sinkhole Logs (and Audit Logs, src/api/audit/rules.ts) are for admin-type users; sinkholes are Global's.
  'sinkholeLog.list': inOrg('orgId', (p, org) => !notGlobal(org) && isAdminType(p)),
  'sinkholeLog.download': inOrg('orgId', (p, org) => !notGlobal(org) && isAdminType(p)),
};

/** The rows above, then those the resources declare in their own folders (src/api/resource-rules.ts). */
export const accessTable: Readonly<Record<string, AccessRule>> = collect(coreRows, (rules) => rules.access);

/**
 * The console's reading of a row: may this principal call the endpoint, in this organization
 * when the row names one. Unknown ids are refused, so a missing row hides a control rather than
 * offering one the service would refuse.
 */
export function mayCall(endpointId: string, principal: Principal, org?: OrgTarget): boolean {
  const rule = accessTable[endpointId];
  if (!rule) return false;
  switch (rule.who) {
    case 'public':
    case 'session':
      return true;
    case 'caller':
      return rule.may(principal);
    case 'org':
      return rule.may(principal, org ?? { orgName: principal.orgName });
  }
}

/**
 * Beyond orgRequest.approve's row: a request into the Global organization makes operator staff,
 * so only a service user manager approves it.
 */
export const mayApproveInto = (caller: Principal, orgName: string): boolean =>
  canAccess.accessRequests(caller) && (orgName !== GLOBAL_ORG_NAME || isServiceUserManager(caller));
