import type { TourTarget } from './tour-schema';

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .trim();

/** The name a screen reader gives the element, near enough for telling a screen's controls apart. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return clean(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const names = labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent);
    return clean(names.join(' '));
  }
  const labels = (element as HTMLInputElement).labels;
  if (labels?.length) return clean(labels[0].textContent);
  return clean(element.textContent);
}

const shown = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
};

/** The first shown element the target names, or null while the screen does not show it. */
export function findTarget(target: TourTarget): HTMLElement | null {
  let candidates: Element[];
  try {
    candidates = [...document.querySelectorAll(target.selector)];
  } catch {
    return null;
  }
  const found = candidates.find(
    (element) =>
      shown(element) && !element.closest('[data-tour-ui]') && (!target.name || accessibleName(element) === target.name),
  );
  return (found as HTMLElement | undefined) ?? null;
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Whether an address's pathname is the route: `$param` segments match any one segment. */
export function routeMatches(route: string, pathname: string): boolean {
  const pattern = trim(route)
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(trim(pathname));
}

/** A route the tour can open by itself: one without parameters. */
export const openable = (route: string | undefined): route is string => !!route && !route.includes('$');
