/** Every declared endpoint, for the OpenAPI generator and the mock's completeness test. */
import type { Endpoint } from './contract';
import * as auth from './auth/contract';
import * as errorMessages from './error-messages/contract';
import * as information from './information/contract';
import * as managementNetworks from './management-networks/contract';
import * as orgRequests from './org-requests/contract';
import * as organizations from './organizations/contract';
import * as session from './session/contract';
import * as users from './users/contract';
import * as accessKeys from './access-keys/contract';
import * as sources from './sources/contract';
import * as deviceEnrollment from './sources/enrollment-contract';
import * as dashboard from './dashboard/contract';
import * as threats from './threats/contract';
import * as policies from './policies/contract';
import * as policyLifecycle from './policies/lifecycle-contract';
import * as policyImpact from './policies/impact-contract';
import * as policyDispute from './policies/dispute-contract';
import * as distributionLists from './distribution-lists/contract';
import * as alertSets from './alert-sets/contract';
import * as logStreams from './log-streams/contract';
import * as logPushJobs from './log-push-jobs/contract';
import * as logPreview from './log-queries/preview-contract';
import * as coverage from './coverage/contract';
import * as coverageBulk from './coverage/bulk-contract';
import * as policyRecs from './coverage/gap-contract';
import * as policyTester from './coverage/tester-contract';
import * as scheduledExtracts from './log-queries/extract-contract';
import * as sinkholeLogs from './sinkhole-logs/contract';
import * as audit from './audit/contract';
// scaffold: endpoint imports

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'result' in value;

export const allEndpoints: Endpoint[] = [
  auth,
  errorMessages,
  information,
  managementNetworks,
  orgRequests,
  organizations,
  session,
  users,
  accessKeys,
  sources,
  deviceEnrollment,
  dashboard,
  policies,
  policyLifecycle,
  policyImpact,
  policyDispute,
  distributionLists,
  alertSets,
  threats,
  logStreams,
  logPushJobs,
  logPreview,
  coverage,
  coverageBulk,
  policyRecs,
  policyTester,
  scheduledExtracts,
  sinkholeLogs,
  audit,
  // scaffold: endpoint modules
]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);
