import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/_tabs/sources')({
  staticData: { title: 'Authorized Sources' },
  component: () => (
    <NotBuiltYet
      title="Authorized Sources"
      purpose="list source sets and their sources, with device enrollment."
      specReference="Specification 1 (foundation) §2, Authorized Sources"
    />
  ),
});
