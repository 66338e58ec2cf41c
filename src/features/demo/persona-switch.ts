import { actionsFor } from './palette/palette-actions';
import type { PaletteViewer, ScreenCatalogue } from './palette/palette-types';

/** Where the switch happened: the page and the organization it showed. */
export interface SwitchPlace {
  pathname: string;
  /** The page's name, as the browser's title names it. */
  title: string;
  orgId: string | undefined;
}

export const DASHBOARD = { to: '/dashboard', title: 'Dashboard' } as const;

export const cannotOpenMessage = (persona: string, page: string): string =>
  `${persona} cannot open ${page}; showing the ${DASHBOARD.title}.`;

/**
 * Whether the new persona may stay where the previous one was. A screen of their palette stays;
 * a page below one (a record, a form) stays only while the same organization is viewed, since
 * the record it shows belongs to that organization; everything else goes to the Dashboard. The
 * route guards have the last word either way.
 */
export function mayStay(place: SwitchPlace, viewer: PaletteViewer, catalogue: ScreenCatalogue): boolean {
  if (!catalogue.admits(place.pathname)) return false;
  const screens = catalogue.screens(viewer);
  if (screens.some((screen) => screen.to === place.pathname)) return true;
  const below = [
    ...screens.flatMap((screen) => screen.covers ?? []),
    ...actionsFor(viewer, screens, catalogue.admits).map((action) => action.to),
  ];
  return below.some((prefix) => place.pathname.startsWith(prefix)) && place.orgId === viewer.selected?.orgId;
}
