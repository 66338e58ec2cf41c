import { callApi } from '../client';
import { errorMessagesEndpoint } from '../error-messages/contract';
import {
  currentUserEndpoint,
  rulesOfBehaviorEndpoint,
  selectOrganizationEndpoint,
  signRulesOfBehaviorEndpoint,
  signedInEndpoint,
} from './contract';

export const fetchErrorMessages = () => callApi(errorMessagesEndpoint, {}).then((r) => r.messages);
export const fetchCurrentUser = () => callApi(currentUserEndpoint, {});
export const reportSignedIn = (email: string, orgId: string) => callApi(signedInEndpoint, { email, orgId });
export const selectOrganization = (email: string, orgId: string) =>
  callApi(selectOrganizationEndpoint, { email, orgId });
export const fetchRulesOfBehavior = (email: string, orgId: string) =>
  callApi(rulesOfBehaviorEndpoint, { email, orgId });
export const signRulesOfBehavior = (email: string, orgId: string, version: string) =>
  callApi(signRulesOfBehaviorEndpoint, { email, orgId, mostRecentRulesOfBehaviorSigned: version });
