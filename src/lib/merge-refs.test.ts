import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

describe('useMergeRefs (the ScrollArea stand-in)', () => {
  it('hands the node to every ref, object and callback, and clears them all on detach', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([object, callback, undefined]));
    const node = document.createElement('div');
    const cleanup = result.current(node);
    expect(object.current).toBe(node);
    expect(callback).toHaveBeenCalledWith(node);
    if (typeof cleanup === 'function') cleanup();
    else result.current(null);
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('keeps one callback while its refs stay the same', () => {
    const object = createRef<HTMLDivElement>();
    const { result, rerender } = renderHook(() => useMergeRefs<HTMLDivElement>([object]));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
