import { buildVariant, config } from '@/config/env';
import { VARIANT_STORAGE_KEY, type Variant, readVariantOverride, sameVariant, variantKey } from '@/config/variant';

/**
 * The page's side of the run-time build variant (demo builds only; src/config/variant.ts). The
 * choice lives in localStorage, so every tab of the site sees it: a tab running another variant
 * than the chosen one reloads into it, which also connects it to that variant's mock worker.
 */
export const demoVariant = {
  /** The variant this tab runs as (read once, at load). */
  current: (): Variant => ({ orgType: config.orgType, managedService: config.managedService }),
  /** The variant the build was made as (what a demo starts in). */
  build: (): Variant => buildVariant,
  /** The variant chosen for every tab of the site: this tab and the others reload into it. */
  choose(variant: Variant): void {
    localStorage.setItem(VARIANT_STORAGE_KEY, variantKey(variant));
  },
  /** Whether the site's chosen variant is not the one this tab runs as. */
  stale: (): boolean => !sameVariant(readVariantOverride() ?? buildVariant, config),
};

/**
 * Calls `onStale` once whenever the chosen variant is not this tab's: at once (a choice made
 * while this tab was loading), when another tab chooses (the storage event) and when the tab
 * comes back from the back-forward cache. Returns a stop function.
 */
export function followDemoVariant(onStale: () => void): () => void {
  let told = false;
  const check = () => {
    if (told || !demoVariant.stale()) return;
    told = true;
    onStale();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === VARIANT_STORAGE_KEY || event.key === null) check();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', check);
  check();
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', check);
  };
}
