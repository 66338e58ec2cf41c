import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/threats/policy-gap-analysis')({
  staticData: { title: 'Policy Gap Analysis' },
  component: () => (
    <NotBuiltYet
      title="Policy Gap Analysis"
      purpose="show the weekly analysis of potential coverage gaps in your policies."
      specReference="Specification 2 (policies and threats) §2.5"
    />
  ),
});
