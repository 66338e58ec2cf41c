/**
 * A multi-select's value on the alert set form: the select-all entry alone (ALL, which saves an
 * empty list, meaning all: spec 1 §4) or the chosen ids. An empty selection is "nothing chosen
 * yet", which the form refuses ('Field is required').
 */
export type Selection = string[];

/** Cannot collide with an id: ids never start with a colon. */
export const ALL = ':all';

export const isAll = (selection: Selection): boolean => selection.includes(ALL);

/** A saved list: empty means all. */
export const fromIds = (ids: readonly string[]): Selection => (ids.length === 0 ? [ALL] : [...ids]);

/** An authorized source is saved as its set and address; the form keys it by both. */
export const sourceKey = (ref: { sourceSetId: string; ip: string }): string => `${ref.sourceSetId}|${ref.ip}`;
export const sourceRefOf = (key: string): { sourceSetId: string; ip: string } => {
  const at = key.indexOf('|');
  return { sourceSetId: key.slice(0, at), ip: key.slice(at + 1) };
};

export const fromSourceRefs = (perOrg: readonly { ipAddresses: readonly { sourceSetId: string; ip: string }[] }[]) =>
  fromIds(perOrg.flatMap((entry) => entry.ipAddresses.map(sourceKey)));

/**
 * The multi-select's change: choosing ALL replaces the chosen ids, choosing an id while ALL is
 * chosen replaces ALL, so the value is always one or the other.
 */
export function nextSelection(previous: Selection, next: Selection): Selection {
  const allNow = next.includes(ALL);
  if (allNow && !previous.includes(ALL)) return [ALL];
  if (allNow && next.length > 1) return next.filter((id) => id !== ALL);
  return next;
}
