import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/scheduled-extracts/history')({
  staticData: { title: 'Extract History' },
  component: () => (
    <NotBuiltYet
      title="Extract History"
      purpose="list the runs of an extract with their status and download links."
      specReference="Specification 3 (logs and dashboards), Extract History"
    />
  ),
});
