import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/alert-set/form')({
  staticData: { title: 'Alert Set' },
  component: () => (
    <NotBuiltYet
      title="Alert Set"
      purpose="create, edit or view an alert set (DNS Events or System Events)."
      specReference="Specification 1 (foundation) §2, Alert set form"
    />
  ),
});
