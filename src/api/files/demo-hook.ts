import { sessionStore } from '../session/store';
import { downloadUserList } from '../users/queries';
import { type OpenFileOptions, openFile, openPresignedUrl } from './open-file';

declare global {
  interface Window {
    /**
     * Demo builds only, for browser tests: the console's file opening, reachable before a screen
     * offers a download button (the spec gives /api/user/download no button).
     */
    __pdnsFiles?: {
      open(url: string, options?: OpenFileOptions): Promise<void>;
      /** A fresh link to the selected organization's user list. */
      userListLink(): Promise<string>;
      /** What a download button does: link, open, and a notification on failure. */
      downloadUserList(options?: OpenFileOptions): Promise<boolean>;
    };
  }
}

const selectedOrg = () => {
  const orgId = sessionStore.get().selectedOrgId;
  if (!orgId) throw new Error('Sign in first');
  return orgId;
};

export function installFileHooks(): void {
  window.__pdnsFiles = {
    open: openPresignedUrl,
    userListLink: async () => (await downloadUserList(selectedOrg())).preSignedUrl,
    downloadUserList: (options) => openFile(() => downloadUserList(selectedOrg()), options),
  };
}
