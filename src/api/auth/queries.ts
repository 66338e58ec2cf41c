import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../client';
import type { RequestOf } from '../contract';
import {
  personasEndpoint,
  refreshEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
  signUpVerifyEndpoint,
} from './contract';

export const personaListQuery = () =>
  queryOptions({
    queryKey: ['auth', 'personas'] as const,
    queryFn: ({ signal }) => callApi(personasEndpoint, {}, { signal }).then((r) => r.personas),
    staleTime: Infinity,
    meta: { persist: false },
  });

export const requestSignIn = (email: string) => callApi(signInEndpoint, { email });
export const requestRefresh = () => callApi(refreshEndpoint, {});
/** `token`: the session's, once `beginSignOut` has taken it. */
export const requestSignOut = (token?: string) => callApi(signOutEndpoint, {}, { token });
export const requestAccess = (input: RequestOf<typeof signUpEndpoint>) => callApi(signUpEndpoint, input);
export const verifyAccessRequest = (input: RequestOf<typeof signUpVerifyEndpoint>) =>
  callApi(signUpVerifyEndpoint, input);
