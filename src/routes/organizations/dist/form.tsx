import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/dist/form')({
  staticData: { title: 'Distribution List Information' },
  component: () => (
    <NotBuiltYet
      title="Distribution List Information"
      purpose="create or edit a distribution list and its recipients."
      specReference="Specification 1 (foundation) §2, Distribution list page"
    />
  ),
});
