import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/scheduled-extracts/edit')({
  staticData: { title: 'Edit Extract Schedule' },
  component: () => (
    <NotBuiltYet
      title="Edit Extract Schedule"
      purpose="edit a recurring DNS log extract."
      specReference="Specification 3 (logs and dashboards), Extract Schedule editor"
    />
  ),
});
