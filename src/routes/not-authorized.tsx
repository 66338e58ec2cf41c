import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NotAuthorized } from '@/features/errors/not-authorized';

export const Route = createFileRoute('/not-authorized')({
  staticData: { title: 'Not authorized' },
  validateSearch: v.object({ from: v.optional(v.string()) }),
  component: NotAuthorized,
});
