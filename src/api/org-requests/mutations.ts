import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../users/queries';
import { approveOrgRequest, denyOrgRequest, orgRequestKeys } from './queries';

/** Spec 1 §4: the list reloads after either outcome. Returned so `mutateAsync` settles once it has. */
const reloadRequests = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: orgRequestKeys.all });

/** Approval also adds the requestor to the organization as a Registered user. */
export function useApproveOrgRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrgRequest,
    onSettled: (_, error) =>
      Promise.all([
        reloadRequests(queryClient),
        !error && queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]),
  });
}

export function useDenyOrgRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyOrgRequest,
    onSettled: () => reloadRequests(queryClient),
  });
}
