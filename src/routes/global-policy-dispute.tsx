import { createFileRoute } from '@tanstack/react-router';
import { DisputeForm } from '@/features/policies/dispute/dispute-form';
import { disputeSearch, returnPath } from '@/features/policies/dispute/dispute-search';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/global-policy-dispute')({
  staticData: { title: 'Global Policy Dispute' },
  beforeLoad: requireAccess('globalPolicyDispute'),
  // The path it was opened from (spec 2 §2): an unsafe or missing one returns to the root.
  validateSearch: disputeSearch,
  component: function GlobalPolicyDisputeRoute() {
    return <DisputeForm back={returnPath(Route.useSearch())} />;
  },
});
