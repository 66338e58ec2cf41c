/**
 * sessionStorage for what lasts one tab (a reload, the Back button) and no longer. Storage can be
 * unavailable or full (private modes, quotas); what is kept here only makes a reload smoother, so
 * a failure reads as nothing stored and never stops the action that wanted to store.
 */
export const tabStorage = {
  read(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // See above: the reload safety is lost, nothing else.
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing can have been stored where storage is unavailable.
    }
  },
};
