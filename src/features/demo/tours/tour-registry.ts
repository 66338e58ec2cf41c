import * as v from 'valibot';
import { type Tour, tourSchema } from './tour-schema';

/**
 * Every tour is one file in ./library whose default export is a Tour: a trainer adds one by
 * adding a file, nothing else. A file that does not pass the schema is left out (and fails the
 * registry's test).
 */
export const tourFiles: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./library/*.ts', { eager: true })).map(([path, module]) => [
    path,
    module.default,
  ]),
);

export const tours: Tour[] = Object.values(tourFiles)
  .flatMap((file) => {
    const parsed = v.safeParse(tourSchema, file);
    return parsed.success ? [parsed.output] : [];
  })
  .sort((a, b) => a.title.localeCompare(b.title));

export const tourById = (id: string): Tour | undefined => tours.find((tour) => tour.id === id);
