import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (inside every Modal, so inside the first screen's Terms of Use) imports one
 * hook, useMergeRefs, from @floating-ui/react. A module is never split between chunks, so the
 * initial chunk then carried every part of Floating UI that the lazy menus, popovers and tooltips
 * use: about 100 KiB of source, 12.7 KiB brotli. ScrollArea alone gets a stand-in built on
 * Mantine's own useMergedRef; every other importer keeps the real package.
 */
export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: 'pdns-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer) return null;
      return /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer) ? shim : null;
    },
  };
}
