import type { HttpHandler } from 'msw';
import { catchAllHandler } from '../core/catch-all';
import { authHandlers } from './auth';
import { errorMessageHandlers } from './error-messages';
import { informationHandlers } from './information';
import { managementNetworkHandlers } from './management-networks';
import { onboardingHandlers } from './onboarding';
import { orgRequestHandlers } from './org-requests';
import { organizationHandlers } from './organizations';
import { sessionHandlers } from './session';
import { userHandlers } from './users';
import { userProfileHandlers } from './user-profile';
import { fileHandler } from '../core/files/file-handler';
import { userDownloadHandlers } from './user-download';
import { accessKeyHandlers } from './access-keys';
import { sourceSetHandlers } from './source-sets';
import { sourceHandlers } from './sources';
import { deviceEnrollmentHandlers } from './device-enrollment';
import { dashboardHandlers } from './dashboard';
import { dashboardExtensionHandlers } from './dashboard-extensions';
import { policyHandlers } from './policies';
import { policyDisputeHandlers } from './policy-dispute';
import { policyLifecycleHandlers } from './policy-lifecycle';
import { policyImpactHandlers } from './policy-impact';
import { distributionListHandlers } from './distribution-lists';
import { alertSetHandlers } from './alert-sets';
import { threatHandlers } from './threats';
import { logStreamHandlers } from './log-streams';
import { logPushJobHandlers } from './log-push-jobs';
import { logPushOwnershipHandlers } from './log-push-ownership';
import { logPreviewHandlers } from './log-preview';
import { coverageHandlers } from './coverage';
import { coverageBulkHandlers } from './coverage-bulk';
import { policyRecHandlers } from './policy-recs';
import { policyTesterHandlers } from './policy-tester';
import { scheduledExtractHandlers } from './scheduled-extracts';
import { extractRunHandlers } from './extract-runs';
import { sinkholeLogHandlers } from './sinkhole-logs';
import { auditHandlers } from './audit';
// scaffold: handler imports

/** Every endpoint's handler, then the catch-all that answers unknown API paths with a keyed 404. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...errorMessageHandlers,
  ...informationHandlers,
  ...managementNetworkHandlers,
  ...onboardingHandlers,
  ...orgRequestHandlers,
  ...organizationHandlers,
  ...sessionHandlers,
  ...userHandlers,
  ...userProfileHandlers,
  ...userDownloadHandlers,
  // The file service's links (not a contract endpoint: it answers with files, not JSON).
  fileHandler,
  ...accessKeyHandlers,
  ...sourceHandlers,
  ...sourceSetHandlers,
  ...deviceEnrollmentHandlers,
  ...dashboardHandlers,
  ...dashboardExtensionHandlers,
  ...threatHandlers,
  ...policyHandlers,
  ...policyDisputeHandlers,
  ...policyLifecycleHandlers,
  ...policyImpactHandlers,
  ...distributionListHandlers,
  ...alertSetHandlers,
  ...logStreamHandlers,
  ...logPushJobHandlers,
  ...logPushOwnershipHandlers,
  ...logPreviewHandlers,
  ...coverageHandlers,
  ...coverageBulkHandlers,
  ...policyRecHandlers,
  ...policyTesterHandlers,
  ...scheduledExtractHandlers,
  ...extractRunHandlers,
  ...sinkholeLogHandlers,
  ...auditHandlers,
  // scaffold: handlers (before the catch-all)
  catchAllHandler,
];
