/**
 * Why the last session ended, kept across the reload that follows an automatic sign-out so the
 * sign-in screen can say it. sessionStorage keeps it to this tab; it holds no personal data.
 */
import { tabStorage } from './tab-storage';

export type SignOutReason = 'expired' | 'reset' | 'imported' | 'renewalFailed' | 'noRoles' | 'unlinked';

const KEY = 'pdns-sign-out-reason';

export const SIGN_OUT_REASON_MESSAGES: Record<SignOutReason, { title: string; message: string }> = {
  expired: {
    title: 'Your session has expired',
    message: 'You were signed out after a period of inactivity. Please sign in again.',
  },
  reset: {
    title: 'The demo data was reset',
    message: 'You were signed out because the demo data was restored to its original state. Please sign in again.',
  },
  /** The demo panel's Import (src/features/demo/demo-data-controls.tsx). */
  imported: {
    title: 'The demo data was imported',
    message: 'You were signed out because the demo data was replaced with an imported file. Please sign in again.',
  },
  // Live mode, signed in through the identity provider (spec 2 §4.6, §7).
  renewalFailed: {
    title: 'Your session could not be renewed',
    message: 'The identity provider did not renew your sign-in, so you were signed out. Please sign in again.',
  },
  noRoles: {
    title: 'Your sign-in did not include your roles',
    message:
      "The identity provider did not say which roles you hold, so you were signed out. Please sign in again, or contact your organization's administrator.",
  },
  unlinked: {
    title: 'Your account is not linked',
    message:
      "Your identity provider account is not linked to a user of this service. Sign in with another account, or contact your organization's administrator.",
  },
};

const isReason = (value: string | null): value is SignOutReason =>
  value !== null && Object.hasOwn(SIGN_OUT_REASON_MESSAGES, value);

export const signOutReason = {
  record(reason: SignOutReason): void {
    tabStorage.write(KEY, reason);
  },
  read(): SignOutReason | null {
    const value = tabStorage.read(KEY);
    return isReason(value) ? value : null;
  },
  /** Once shown: the reason explains one sign-out, not every later visit. */
  clear(): void {
    tabStorage.remove(KEY);
  },
};
