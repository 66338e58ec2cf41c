import { notifications, notificationsStore } from '@mantine/notifications';

/** Default banner titles (spec 1 §8). */
export const SUCCESS_TITLE = 'Action was successfully completed';
export const FAILURE_TITLE = 'Action could not be completed';

export interface Notice {
  title?: string;
  message?: string;
  /** With an id, a notice of the same id is replaced unless keepExisting is set. */
  id?: string;
  keepExisting?: boolean;
}

type Kind = 'success' | 'error' | 'warn' | 'info';
const colors: Record<Kind, string> = { success: 'green', error: 'red', warn: 'yellow', info: 'blue' };
const defaultTitles: Record<Kind, string> = {
  success: SUCCESS_TITLE,
  error: FAILURE_TITLE,
  warn: 'Warning',
  info: 'Information',
};

function show(kind: Kind, notice: Notice): void {
  if (notice.id && notice.keepExisting && notificationsStore.getState().notifications.some((n) => n.id === notice.id))
    return;
  const payload = {
    id: notice.id,
    color: colors[kind],
    title: notice.title ?? defaultTitles[kind],
    message: notice.message ?? '',
    autoClose: kind === 'error' ? 10_000 : 6_000,
    withBorder: true,
  };
  if (notice.id) notifications.hide(notice.id);
  notifications.show(payload);
}

export const notify = {
  success: (notice: Notice = {}) => show('success', notice),
  error: (notice: Notice = {}) => show('error', notice),
  warn: (notice: Notice = {}) => show('warn', notice),
  info: (notice: Notice = {}) => show('info', notice),
  /** A failed call: the error table's text for its first key, under the failure title. */
  apiError: (error: unknown, title: string = FAILURE_TITLE) =>
    show('error', { title, message: error instanceof Error ? error.message : String(error) }),
};
