import { CONTENT_CATEGORIES, type Category, SECURITY_CATEGORIES } from '../../src/api/policies/categories';

/**
 * Category vocabularies of the world's catalogue: the lists live in src/api/policies/categories.ts,
 * shared with the console's expression editor so both name and number categories alike.
 */
export { CONTENT_CATEGORIES, SECURITY_CATEGORIES, THREATS, categoryName } from '../../src/api/policies/categories';

const byName = (categories: readonly Category[]) => new Map(categories.map((c) => [c.name, c.id]));
const contentIds = byName(CONTENT_CATEGORIES);
const securityIds = byName(SECURITY_CATEGORIES);

export function contentId(name: string): number {
  const id = contentIds.get(name);
  if (id === undefined) throw new Error(`No content category ${name}`);
  return id;
}

export function securityId(name: string): number {
  const id = securityIds.get(name);
  if (id === undefined) throw new Error(`No security category ${name}`);
  return id;
}
