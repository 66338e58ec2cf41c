import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/global-policy-dispute')({
  staticData: { title: 'Global Policy Dispute' },
  beforeLoad: requireAccess('globalPolicyDispute'),
  component: () => (
    <NotBuiltYet
      title="Global Policy Dispute"
      purpose="let you alert the provider to a global policy with undesirable mission impact."
      specReference="Specification 2 (policies and threats) §2.6"
    />
  ),
});
