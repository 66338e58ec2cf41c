import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/scheduled-extracts/')({
  staticData: { title: 'Scheduled Extracts' },
  component: () => (
    <NotBuiltYet
      title="Scheduled Extracts"
      purpose="list recurring DNS log extracts and their last runs."
      specReference="Specification 3 (logs and dashboards), Scheduled Extracts"
    />
  ),
});
