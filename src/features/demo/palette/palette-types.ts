import type { Organization } from '@/api/organizations/contract';
import type { Principal } from '@/api/roles';

/** Who is looking: the signed-in principal and the organization they are viewing. */
export interface PaletteViewer {
  principal: Principal;
  email: string;
  selected: Organization | undefined;
}

/** A place the palette can open: a screen, or the screen where an action starts. */
export interface PaletteLink {
  id: string;
  label: string;
  description: string;
  to: string;
  search?: Record<string, string>;
  /**
   * Pages below this one (a record's view, a form) that the same rule opens: the persona switch
   * keeps such a page when its screen stays open to the new persona.
   */
  covers?: string[];
}

/**
 * The screens a viewer may open, read from the console's own navigation and tab rules. The route
 * layer composes it (a feature never imports another) and hands it to the demo tools.
 */
export interface ScreenCatalogue {
  screens: (viewer: PaletteViewer) => PaletteLink[];
  /** Whether the route guards of an address let the signed-in user in. */
  admits: (path: string) => boolean;
}
