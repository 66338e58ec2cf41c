import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor')({
  staticData: { title: 'Policy Editor' },
  beforeLoad: requireAccess('policies'),
});
