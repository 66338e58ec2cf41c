import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Stands in for @floating-ui/react's useMergeRefs where Mantine's ScrollArea imports it
 * (scripts/scroll-area-refs.ts says why): the same call shape, an array of refs in, one callback
 * ref out, built on Mantine's own hook, which the first screen already carries.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
