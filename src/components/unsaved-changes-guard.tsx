import { useBlocker } from '@tanstack/react-router';
import { type ReactElement, useCallback, useEffect, useRef } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** Spec 1 §2, user form; also alert set and distribution list forms. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

export interface UnsavedChangesGuard {
  /** Render this element; it is the 'Leave' / 'Stay' dialog shown while a navigation waits. */
  dialog: ReactElement;
  /**
   * Lets the next navigation through without asking. Call it after a successful save, just before
   * navigating away: the form still reads as dirty until it re-renders.
   */
  release: () => void;
}

/**
 * While `isDirty`, router navigation waits for the user's answer and closing or reloading the tab
 * asks the browser's own question (beforeunload).
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const dirty = useRef(isDirty);
  const released = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
    if (isDirty) released.current = false;
  }, [isDirty]);

  const shouldBlock = useCallback(() => dirty.current && !released.current, []);
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true });
  const release = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      opened={blocker.status === 'blocked'}
      title="Unsaved changes"
      message={UNSAVED_CHANGES_MESSAGE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      confirmColor="red"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release };
}

/** Component form, for screens that never navigate away themselves and so need no `release`. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  return useUnsavedChangesGuard(when).dialog;
}
