import type { ResourceRules } from './access-rules';
import { auditRules } from './audit/rules';
// scaffold: rules imports

/**
 * Resources that declare their access rows and error keys in their own folder. The access table
 * and the error keys collect them from here, so adding a resource is one line in this list
 * rather than an edit to each hub.
 */
export const resourceRules: readonly ResourceRules[] = [
  auditRules,
  // scaffold: rules
];

/** One table from many declarations; an id declared twice is a mistake, refused at start-up. */
export function collect<T>(
  core: Readonly<Record<string, T>>,
  pick: (rules: ResourceRules) => Readonly<Record<string, T>>,
) {
  const all: Record<string, T> = { ...core };
  for (const rules of resourceRules)
    for (const [id, value] of Object.entries(pick(rules))) {
      if (id in all) throw new Error(`'${id}' is declared twice.`);
      all[id] = value;
    }
  return all;
}
