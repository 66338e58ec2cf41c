import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthenticationMethod } from './enrollment-contract';
import {
  type SetRef,
  generateServiceToken,
  revokeServiceToken,
  serviceTokenKeys,
  updateEnrollment,
} from './enrollment-queries';
import { sourceKeys } from './queries';

/** The set's rows carry its enrollment, so the tables reload after a change. */
export function useUpdateEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, method }: { ref: SetRef; method: AuthenticationMethod | undefined }) =>
      updateEnrollment(ref, method),
    onSettled: (_, __, { ref }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
        queryClient.invalidateQueries({ queryKey: serviceTokenKeys.detail(ref) }),
      ]),
  });
}

/** The cache keeps the new token without its secret: the secret lives in the dialog only. */
export function useGenerateServiceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: SetRef) => generateServiceToken(ref),
    onSuccess: (token, ref) => queryClient.setQueryData(serviceTokenKeys.detail(ref), { ...token, secret: null }),
  });
}

export function useRevokeServiceToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, serviceTokenId }: { ref: SetRef; serviceTokenId: string }) =>
      revokeServiceToken(ref, serviceTokenId),
    onSettled: (_, __, { ref }) => queryClient.invalidateQueries({ queryKey: serviceTokenKeys.detail(ref) }),
  });
}
