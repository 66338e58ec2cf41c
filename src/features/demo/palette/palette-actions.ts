import { mayCall } from '@/api/access';
import { GLOBAL_ORG_NAME, canAccess, isGlobalUser } from '@/api/roles';
import { userPermissions } from '@/api/users/permissions';
import type { PaletteLink, PaletteViewer } from './palette-types';

interface ActionRule {
  link: PaletteLink;
  /** The screen that offers the action: no action is listed where its screen is not. */
  on: string;
  may: (viewer: PaletteViewer) => boolean;
}

const action = (label: string, to: string, description: string): PaletteLink => ({
  id: `action:${label}`,
  label,
  description,
  to,
});

/**
 * The main actions, labelled as their screens label them, each under the rule its screen uses to
 * show the button. The palette opens the page where the action starts.
 */
const RULES: ActionRule[] = [
  {
    link: action('Add New User', '/organizations/user/create', 'Action in User Management'),
    on: '/organizations/users',
    may: ({ principal, email, selected }) =>
      !!selected &&
      userPermissions.create({ principal, email, rolesInOrg: principal.roles }, { orgName: selected.orgName }),
  },
  {
    link: action('Add New Organization', '/organizations/onboard', 'Action in Organizations'),
    on: '/organizations/',
    may: ({ principal, selected }) =>
      isGlobalUser(principal) && selected?.orgName === GLOBAL_ORG_NAME && canAccess.onboarding(principal),
  },
  {
    link: action('Add New Policy', '/policy-editor/create', 'Action in Policy Editor'),
    on: '/policy-editor',
    may: ({ principal, selected }) => !!selected && mayCall('pendingPolicy.save', principal, selected),
  },
  {
    link: action('Preview Extract', '/logs/viewer', 'Action in DNS Logs: choose the filters, then Preview Extract'),
    on: '/logs/viewer',
    may: ({ principal, selected }) => mayCall('logQuery.preview', principal, selected),
  },
  {
    link: action('Connect A Service', '/logs/log-push/form', 'Action in DNS Log Push'),
    on: '/logs/log-push',
    may: ({ principal, selected }) => !!selected && mayCall('logPush.create', principal, selected),
  },
  {
    link: action('Add New Stream', '/logs/dns-streams/form', 'Action in DNS Streams'),
    on: '/logs/dns-streams',
    may: ({ principal, selected }) => !!selected && mayCall('logStream.create', principal, selected),
  },
];

const onScreen = (on: string, screens: PaletteLink[]) =>
  screens.some((screen) => (on.endsWith('/') ? screen.to.startsWith(on) : screen.to === on));

/** The actions this viewer may start, given the screens they may open. */
export function actionsFor(viewer: PaletteViewer, screens: PaletteLink[], admits: (path: string) => boolean) {
  return RULES.filter(({ on, may, link }) => onScreen(on, screens) && may(viewer) && admits(link.to)).map(({ link }) =>
    link.to === '/organizations/user/create' ? { ...link, search: { orgId: viewer.selected!.orgId } } : link,
  );
}
