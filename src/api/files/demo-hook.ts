import { sessionStore } from '../session/store';
import { downloadUserList } from '../users/queries';
import { type OpenFileOptions, openFile } from './open-file';

declare global {
  interface Window {
    /**
     * Demo builds only, for browser tests: the console's file opening, reachable before a screen
     * offers a download button (the spec gives /api/user/download no button).
     */
    __pdnsFiles?: {
      /** A fresh link to the selected organization's user list. */
      userListLink(): Promise<string>;
      /** What a download button does with a link: open it, or notify why not. */
      open(url: string, options?: OpenFileOptions): Promise<boolean>;
    };
  }
}

function selectedOrg(): string {
  const orgId = sessionStore.get().selectedOrgId;
  if (!orgId) throw new Error('Sign in first');
  return orgId;
}

export function installFileHooks(): void {
  window.__pdnsFiles = {
    userListLink: async () => (await downloadUserList(selectedOrg())).preSignedUrl,
    open: (url, options) => openFile(async () => url, options),
  };
}
