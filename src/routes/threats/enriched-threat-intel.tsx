import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/threats/enriched-threat-intel')({
  staticData: { title: 'Enriched Threat Intel' },
  component: () => (
    <NotBuiltYet
      title="Enriched Threat Intel"
      purpose="chart threats matched by domain, host and resolved IP."
      specReference="Specification 2 (policies and threats) §2.3"
    />
  ),
});
