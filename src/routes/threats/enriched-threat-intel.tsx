import { createFileRoute } from '@tanstack/react-router';
import { ThreatIntelScreen } from '@/features/threats/threat-intel/threat-intel-screen';
import { threatSearch } from '@/features/threats/use-threat-data';

export const Route = createFileRoute('/threats/enriched-threat-intel')({
  staticData: { title: 'Enriched Threat Intel' },
  validateSearch: threatSearch,
  component: function ThreatIntelRoute() {
    return <ThreatIntelScreen search={Route.useSearch()} />;
  },
});
