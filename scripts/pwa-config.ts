import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIXES } from '../src/config/api-paths';

const escape = (prefix: string) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The Workbox worker only precaches the shell, the mock's page chunk, the mock's worker
 * (assets/mock-worker-*.js, which every tab's SharedWorker loads) and the user guide; it never
 * intercepts API calls (the page forwards them to the mock's worker, see docs/architecture.md).
 * Registration happens in src/components/update-prompt.tsx so a new version waits for the
 * user's consent instead of skipping the waiting phase.
 */
export function pwaPlugin(mode: string): PluginOption {
  return VitePWA({
    // Vitest loads this config too; a worker build there is wasted time.
    disable: mode === 'test',
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // globPatterns below already pick the icons up from public/; listing them twice duplicates entries.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Protective DNS Management Console',
      short_name: 'Protective DNS',
      description: 'Management console for the Protective DNS service',
      lang: 'en',
      theme_color: '#1a4480',
      background_color: '#ffffff',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,md,json}'],
      // The demo's mock worker (handlers, seed data) is large and must work offline; the plugin
      // fails the build rather than silently leave a file out, so this is a loud ceiling.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [...API_PREFIXES, '/guide/'].map((prefix) => new RegExp(`^${escape(prefix)}`)),
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
    },
  });
}
