import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/threats/enriched-threat-intel')({
  component: () => <PlannedScreen path="/threats/enriched-threat-intel" />,
});
