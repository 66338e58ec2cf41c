import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Notice, notify } from '@/lib/notify';
import { TABLE_REGION_ATTRIBUTE } from './data-table/table-region';

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
  /** True when success takes the target's row out of its table (a delete), so its opener goes too. */
  removesRow?: (target: T) => boolean;
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
 * Where focus goes once the opener's row has left the table: the table's search box, or else the
 * table itself, which its caption names.
 */
function tableFallbackOf(opener: HTMLElement | null): HTMLElement | null {
  const region = opener?.closest(`[${TABLE_REGION_ATTRIBUTE}]`);
  return (
    region?.querySelector<HTMLElement>('input[type="search"]') ?? region?.querySelector<HTMLElement>('table') ?? null
  );
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
  removesRow,
}: ConfirmedActionOptions<T, R>) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Found while the row is still there: a deleted row takes the way up to its table with it.
  const fallback = useRef<HTMLElement | null>(null);

  const ask = (next: T, from: Element | null = document.activeElement) => {
    opener.current = openerOf(from);
    fallback.current = tableFallbackOf(opener.current);
    setError(null);
    setTarget(next);
  };

  const close = (rowGone = false) => {
    setTarget(null);
    setError(null);
    const element = rowGone ? null : opener.current;
    const backup = fallback.current;
    // After the dialog has let go of focus (its trap ends when it closes).
    window.setTimeout(() => {
      const next = element?.isConnected ? element : backup;
      if (next?.isConnected) next.focus({ preventScroll: true });
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
      close(removesRow?.(current) ?? false);
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
