import type { PluginOption } from 'vite';

/** Placeholder until the PWA set-up lands: no service worker. */
export function pwaPlugin(_mode: string): PluginOption {
  return null;
}
