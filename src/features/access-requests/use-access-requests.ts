import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgRequest } from '@/api/org-requests/contract';
import { approveOrgRequest, denyOrgRequest, orgRequestKeys, orgRequestListQuery } from '@/api/org-requests/queries';
import { canAccess } from '@/api/roles';
import { useSession } from '@/api/session/store';
import { notify } from '@/lib/notify';

/** Pending organization access requests, for the users allowed to decide them. */
export function usePendingAccessRequests() {
  const principal = useSession((s) => s.principal);
  const allowed = Boolean(principal && canAccess.accessRequests(principal));
  const query = useQuery({ ...orgRequestListQuery(false), enabled: allowed });
  return { allowed, ...query, requests: query.data ?? [] };
}

export type Decision = 'approve' | 'deny';

export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: { request: OrgRequest; decision: Decision }) =>
      decision === 'approve' ? approveOrgRequest(request.requestId) : denyOrgRequest(request.requestId),
    onSuccess: (_, { request, decision }) =>
      notify.success({
        message: `The access request from ${request.requestor.email} was ${decision === 'approve' ? 'approved' : 'denied'}. An email notification has been sent to the requestor.`,
      }),
    onError: (error) => notify.apiError(error),
    // The list reloads after either outcome (spec 1 §4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgRequestKeys.all }),
  });
}
