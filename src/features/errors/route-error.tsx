import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorState } from '@/components/error-state';
import { useRemoveStaticShell } from '@/lib/static-shell';

/**
 * The router's default error component: a route whose loader or component threw shows what
 * failed with a way to try again, inside the console's frame, instead of a blank page.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // A failure at the root replaces the whole frame: the static first screen must not cover it.
  useRemoveStaticShell();
  useEffect(() => {
    console.error('[route] a screen failed', error);
  }, [error]);
  return (
    <ErrorState
      title="This page could not be shown."
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
