import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/organizations')({
  staticData: { title: 'Organizations' },
  beforeLoad: requireAccess('organizations'),
});
