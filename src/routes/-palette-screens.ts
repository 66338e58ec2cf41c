import type { AnyRouter } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import { canAccess } from '@/api/roles';
import { logsTabs, organizationTabs, threatTabs } from '@/features/areas/area-tabs';
import type { PaletteLink, PaletteViewer, ScreenCatalogue } from '@/features/demo/palette/palette-types';
import { navItemsFor } from '@/features/shell/main-nav';

/** Pages below a screen that open under the same rule (the persona switch keeps them). */
const COVERS: Record<string, string[]> = {
  '/organizations/users': ['/organizations/user/'],
  '/organizations/dist': ['/organizations/dist/'],
  '/organizations/alert-set': ['/organizations/alert-set/'],
  '/policy-editor': ['/policy-editor/view/'],
  '/logs/dns-streams': ['/logs/dns-streams/'],
  '/logs/log-push': ['/logs/log-push/'],
  '/logs/scheduled-extracts': ['/logs/scheduled-extracts/history'],
};

const link = (label: string, to: string, area: string): PaletteLink => ({
  id: `screen:${to}`,
  label,
  description: area === label ? 'Screen' : `Screen in ${area}`,
  to,
  covers: COVERS[to],
});

/**
 * The route guards of every route an address passes through, run as the router would before
 * loading it: a guard that throws (a redirect to the not-authorized page or elsewhere) refuses.
 */
export function guardsAdmit(router: AnyRouter, path: string): boolean {
  const matches = router.matchRoutes(path, {});
  if (matches.length <= 1) return false;
  try {
    for (const match of matches) {
      const beforeLoad = router.routesById[match.routeId]?.options.beforeLoad as
        ((options: unknown) => unknown) | undefined;
      beforeLoad?.({
        location: { href: path, pathname: path, search: {} },
        params: match.params,
        search: {},
        context: router.options.context,
        preload: true,
        cause: 'preload',
      });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The screens of the main navigation and of each area's tab strip, as the navigation shows them
 * to this viewer (a disabled tab cannot be opened), plus the pages reached from elsewhere in the
 * shell (access requests, Profile, Global Policy Dispute); then only those whose route guards let them in.
 */
export const screenCatalogue = (router: AnyRouter): ScreenCatalogue => ({
  admits: (path) => guardsAdmit(router, path),
  screens: (viewer: PaletteViewer) => {
    const { principal } = viewer;
    const screens: PaletteLink[] = [];
    for (const item of navItemsFor(principal)) {
      const tabs =
        item.section === '/logs'
          ? logsTabs(viewer)
          : item.section === '/threats'
            ? threatTabs(viewer)
            : item.section === '/organizations'
              ? organizationTabs(viewer)
              : [{ label: item.label, to: item.section }];
      for (const tab of tabs) if (!tab.disabled) screens.push(link(tab.label, tab.to, item.label));
    }
    if (canAccess.accessRequests(principal) && mayCall('orgRequest.list', principal))
      screens.push(link('Access Requests', '/access-requests', 'Access Requests'));
    screens.push(link('Profile', '/profile', 'Profile'));
    if (canAccess.globalPolicyDispute(principal))
      screens.push(link('Global Policy Dispute', '/global-policy-dispute', 'Global Policy Dispute'));
    return screens.filter((screen) => guardsAdmit(router, screen.to));
  },
});
