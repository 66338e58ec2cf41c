import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor')({
  beforeLoad: requireAccess('policies'),
});
