import { createFileRoute } from '@tanstack/react-router';
import { GapScreen } from '@/features/threats/gap-analysis/gap-screen';

export const Route = createFileRoute('/threats/policy-gap-analysis')({
  staticData: { title: 'Policy Gap Analysis' },
  // The tab's rule (area-tabs.ts: a non-Global organization, not the CI build) keeps others out.
  component: GapScreen,
});
