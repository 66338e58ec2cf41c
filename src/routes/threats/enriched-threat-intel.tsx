import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/threats/enriched-threat-intel')({
  staticData: { title: 'Enriched Threat Intel' },
  component: () => <PlannedScreen path="/threats/enriched-threat-intel" />,
});
