import { useQuery } from '@tanstack/react-query';
import type { OrgRequest } from '@/api/org-requests/contract';
import { useApproveOrgRequest, useDenyOrgRequest } from '@/api/org-requests/mutations';
import { orgRequestListQuery } from '@/api/org-requests/queries';
import { canAccess } from '@/api/roles';
import { useSession } from '@/api/session/store';
import { useConfirmedAction } from '@/components/use-confirmed-action';

/** Pending organization access requests, for the users allowed to decide them. */
export function usePendingAccessRequests() {
  const principal = useSession((s) => s.principal);
  const allowed = Boolean(principal && canAccess.accessRequests(principal));
  const query = useQuery({ ...orgRequestListQuery(), enabled: allowed });
  return { allowed, ...query, requests: query.data ?? [] };
}

type Decision = 'approve' | 'deny';

export const ACCESS_DECISION_FAILED = 'An unknown error occurred.';

/** Approve or deny with a confirmation; `ask({ request, decision })` opens it. */
export function useDecideAccessRequest() {
  const approve = useApproveOrgRequest();
  const deny = useDenyOrgRequest();
  return useConfirmedAction<{ request: OrgRequest; decision: Decision }>({
    run: ({ request, decision }) => (decision === 'approve' ? approve : deny).mutateAsync(request.requestId),
    // Spec 1 §8's text for a failed access decision; the dialog still shows the service's reason.
    failure: () => ({ message: ACCESS_DECISION_FAILED }),
    success: ({ request, decision }) => ({
      message: `The access request from ${request.requestor.email} was ${decision === 'approve' ? 'approved' : 'denied'}. An email notification has been sent to the requestor.`,
    }),
  });
}
