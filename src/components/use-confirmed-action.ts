import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Notice, notify } from '@/lib/notify';

export interface ConfirmedActionOptions<T, R> {
  /** The call, usually a mutation hook's `mutateAsync`. A rejection keeps the dialog open. */
  run: (target: T) => Promise<R>;
  /** The notice after success; none when omitted. */
  success?: (target: T, result: R) => Notice;
  /**
   * The failure notice. Without a message of its own it carries the error's message (for an
   * ApiError, the error table's text), which the dialog shows as well.
   */
  failure?: (target: T, error: unknown) => Notice;
  /** Keys to reload after the call, whatever its outcome, for calls whose hook does not reload them. */
  invalidate?: (target: T) => readonly QueryKey[];
}

/** What the dialog needs: spread into ConfirmDialog or ConfirmDeleteDialog. */
export interface ConfirmedActionDialogProps {
  opened: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  loading: boolean;
  error: string | null;
  returnFocus: false;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A menu item disappears with its menu, so focus goes back to the control that opened the menu
 * (Mantine labels a menu's dropdown by its target).
 */
function openerOf(element: Element | null): HTMLElement | null {
  const labelledBy = element?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const target = labelledBy ? document.getElementById(labelledBy) : element;
  return target instanceof HTMLElement && target !== document.body ? target : null;
}

/**
 * Confirm, call, notify, reload: the sequence of every row action (enable, disable, delete,
 * approve, deny). `ask(target)` opens the confirmation and remembers the focused control; the
 * confirm button shows the call as pending; a failure keeps the dialog open with the error's
 * message and notifies; success notifies and closes. Either way focus returns to the opener.
 */
export function useConfirmedAction<T, R = unknown>({
  run,
  success,
  failure,
  invalidate,
}: ConfirmedActionOptions<T, R>) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const ask = (next: T, from: Element | null = document.activeElement) => {
    opener.current = openerOf(from);
    setError(null);
    setTarget(next);
  };

  const close = () => {
    setTarget(null);
    setError(null);
    const element = opener.current;
    // After the dialog has let go of focus (its trap ends when it closes).
    window.setTimeout(() => {
      if (element?.isConnected) element.focus({ preventScroll: true });
    }, 0);
  };

  const reload = async (current: T) => {
    if (!invalidate) return;
    await Promise.all(invalidate(current).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  const confirm = async () => {
    if (target === null || pending) return;
    const current = target;
    setPending(true);
    setError(null);
    try {
      const result = await run(current);
      await reload(current);
      if (success) notify.success(success(current, result));
      close();
    } catch (cause) {
      await reload(current);
      const notice = failure?.(current, cause) ?? {};
      notify.error({ ...notice, message: notice.message ?? errorMessage(cause) });
      setError(errorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  const dialogProps: ConfirmedActionDialogProps = {
    opened: target !== null,
    onConfirm: confirm,
    onCancel: () => !pending && close(),
    loading: pending,
    error,
    returnFocus: false,
  };
  return { target, ask, pending, dialogProps };
}
