import { buildVariant, config } from '../src/config/env';
import { sameVariant, variantKey } from '../src/config/variant';

/**
 * The IndexedDB key of a stored entry (snapshot tables, sessions) for the variant this worker
 * runs as. Each variant chosen at run time keeps its own demo database under its own keys, so
 * the workers of two variants, briefly alive together while tabs reload into a new one, never
 * write over each other's data; the build's own variant keeps the plain keys.
 */
export const variantStorageKey = (key: string): string =>
  sameVariant(config, buildVariant) ? key : `${variantKey(config)}/${key}`;
