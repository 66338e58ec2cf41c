import type { AuditEventType } from '../../src/api/audit/events';

/**
 * The audit event of every write endpoint, in one place (docs/architecture.md: "the handler pipeline
 * records an audit event for every successful write"). define-handler records the row's event
 * after a write call succeeds; audited-endpoints.test.ts fails for a write endpoint without a
 * row, so a new write endpoint cannot ship unaudited. `event` may depend on the request (an
 * approval and a denial share a call family but not a meaning).
 *
 * The organization of the event is the request's orgId, else that of the first record the call
 * changed, else the caller's (recorder.ts).
 */
export interface AuditDeclaration {
  /** null: a write that changes only the caller's own working state, declared with the reason. */
  event: AuditEventType | ((input: Record<string, unknown>) => AuditEventType) | null;
  reason?: string;
}

const event = (name: AuditEventType): AuditDeclaration => ({ event: name });
/**
 * Calls that store the caller's own query work (a log preview, a bulk coverage job) rather than
 * configuration: the 46 event types (spec 3 §9) name configuration changes, and an audit log of
 * every preview would bury them.
 */
const ownWork = (reason: string): AuditDeclaration => ({ event: null, reason });

export const AUDITED_ENDPOINTS: Readonly<Record<string, AuditDeclaration>> = {
  'auth.signUp': {
    event: null,
    reason: 'Only e-mails a code: the access request is filed, and audited, when the code is verified.',
  },
  'auth.signUpVerify': event('Access Request Submitted'),
  'orgRequest.approve': event('Access Request Reviewed'),
  'orgRequest.deny': event('Access Request Reviewed'),
  'potentialOrg.approve': event('Organization Onboarded'),
  'msp.potentialOrg.approve': event('Organization Onboarded'),
  'org.displayName.update': event('Organization Updated'),
  'org.update': event('Organization Updated'),

  'session.signedIn': event('User Signed In'),
  // Accepting the Rules of Behavior is a change to the user's own standing.
  'session.signRulesOfBehavior': event('User Updated'),
  'user.create': event('User Created'),
  'user.update': event('User Updated'),
  'user.updateOwn': event('User Updated'),
  'user.setStatus': event('User Updated'),
  'user.delete': event('User Deleted'),

  'managementNetwork.create': event('Management Network Created'),
  'managementNetwork.update': event('Management Network Updated'),
  'managementNetwork.delete': event('Management Network Deleted'),

  'accessKey.create': event('Access Key Created'),
  'accessKey.delete': event('Access Key Deleted'),

  'source.create': event('Source Created'),
  'source.create.msp': event('Source Created'),
  'sseSource.create': event('Source Created'),
  'sseSource.create.msp': event('Source Created'),
  'source.update': event('Source Updated'),
  'source.update.msp': event('Source Updated'),
  'sseSource.update': event('Source Updated'),
  'source.delete': event('Source Deleted'),
  'source.delete.msp': event('Source Deleted'),
  'sourceSet.update': event('Source Set Updated'),
  'sourceSet.update.msp': event('Source Set Updated'),
  'sourceSet.delete': event('Source Set Deleted'),
  'sourceSet.delete.msp': event('Source Set Deleted'),
  'sourceSet.enrollment.update': event('Device Enrollment Updated'),
  'sourceSet.enrollment.update.msp': event('Device Enrollment Updated'),
  'serviceToken.generate': event('Service Auth Token Generated'),
  'serviceToken.generate.msp': event('Service Auth Token Generated'),
  'serviceToken.revoke': event('Service Auth Token Revoked'),
  'serviceToken.revoke.msp': event('Service Auth Token Revoked'),

  'pendingPolicy.save': event('Pending Policy Saved'),
  'pendingPolicy.save.msp': event('Pending Policy Saved'),
  'pendingPolicy.submitForApproval': event('Pending Policy Submitted'),
  'pendingPolicy.approval': event('Pending Policy Approved'),
  'pendingPolicy.approval.msp': event('Pending Policy Approved'),
  'pendingPolicy.denial': event('Pending Policy Denied'),
  'pendingPolicy.statusUpdate': event('Policy Request Canceled'),
  'pendingPolicy.profileAsync': event('Impact Analysis Changed'),
  'pendingPolicy.profileCancel': event('Impact Analysis Changed'),
  'policy.submitForEnable': event('Policy Enable/Disable Requested'),
  'policy.submitForDisable': event('Policy Enable/Disable Requested'),
  'policy.enable': event('Policy Enabled'),
  'policy.enable.msp': event('Policy Enabled'),
  'policy.disable': event('Policy Disabled'),
  'policy.disable.msp': event('Policy Disabled'),
  'policy.delete': event('Policy Deleted'),
  'policy.delete.msp': event('Policy Deleted'),
  'policy.dispute': event('Policy Disputed'),

  'distributionList.create': event('Distribution List Created'),
  'distributionList.update': event('Distribution List Updated'),
  'distributionList.delete': event('Distribution List Deleted'),
  'alertSet.create': event('Alert Set Created'),
  'alertSet.update': event('Alert Set Updated'),
  'alertSet.delete': event('Alert Set Deleted'),

  'logQuery.create': event('Extract Created'),
  'logQuery.update': event('Extract Updated'),
  'logQuery.delete': event('Extract Deleted'),
  'logQuery.previewAsync': ownWork('starts the caller’s own DNS Logs preview, a read of logs'),
  'logQuery.previewCancel': ownWork('cancels the caller’s own DNS Logs preview'),
  'policy.startAffectingBulk': ownWork('starts the caller’s own bulk coverage search, a read of policies'),
  'policy.cancelAffectingBulk': ownWork('cancels the caller’s own bulk coverage search'),

  'logPush.create': event('Log Push Created'),
  'logPush.update': event('Log Push Updated'),
  'logPush.delete': event('Log Push Deleted'),
  // The service writes a token file to the destination, and accepts it back: a change of the
  // destination's proven ownership, recorded as one, whether or not a job exists yet.
  'logPush.sendToken': event('Log Push Updated'),
  'logPush.verifyToken': event('Log Push Updated'),
  'logStream.create': event('Log Stream Created'),
  'logStream.delete': event('Log Stream Deleted'),
};

export const auditEventOf = (endpointId: string, input: unknown): AuditEventType | undefined => {
  const declared = AUDITED_ENDPOINTS[endpointId]?.event;
  return typeof declared === 'function' ? declared((input ?? {}) as Record<string, unknown>) : (declared ?? undefined);
};
