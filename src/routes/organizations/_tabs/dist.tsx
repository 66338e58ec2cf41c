import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/_tabs/dist')({
  staticData: { title: 'Distribution Lists' },
  component: () => (
    <NotBuiltYet
      title="Distribution Lists"
      purpose="list distribution lists with search and sorting."
      specReference="Specification 1 (foundation) §2, Distribution Lists"
    />
  ),
});
