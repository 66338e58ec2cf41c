import { useLayoutEffect } from 'react';

/**
 * index.html paints a static copy of the first screen (#boot-shell: the banner and either
 * 'Federating...' or the Terms of Use) before any script has loaded. It covers the page until the
 * app's own copy of that screen is in the document, and goes in the same commit, before the
 * browser paints again, so nothing flickers.
 */
export function removeStaticShell(): void {
  document.getElementById('boot-shell')?.remove();
}

/** Removes the static first screen once the calling component is in the document. */
export function useRemoveStaticShell(): void {
  useLayoutEffect(removeStaticShell, []);
}
