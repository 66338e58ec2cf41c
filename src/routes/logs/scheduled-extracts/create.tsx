import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/scheduled-extracts/create')({
  staticData: { title: 'Create Extract Schedule' },
  component: () => (
    <NotBuiltYet
      title="Create Extract Schedule"
      purpose="schedule a recurring DNS log extract."
      specReference="Specification 3 (logs and dashboards), Extract Schedule editor"
    />
  ),
});
