import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type Principal, canAccess, isGlobalUser } from '@/api/roles';
import { useSession } from '@/api/session/store';
import classes from './main-nav.module.css';
import { shellPaths } from './paths';

interface NavItem {
  label: string;
  to: string;
  /** Every route under this prefix belongs to the item (e.g. all /logs/* tabs for DNS Logs). */
  section: string;
  allowed: (p: Principal) => boolean;
}

export function navItemsFor(principal: Principal): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: shellPaths.dashboard, section: '/dashboard', allowed: canAccess.dashboard },
    { label: 'DNS Logs', to: shellPaths.logs, section: '/logs', allowed: canAccess.logs },
    { label: 'Policy Editor', to: shellPaths.policies, section: '/policy-editor', allowed: canAccess.policies },
    { label: 'Threat Analysis', to: shellPaths.threats, section: '/threats', allowed: canAccess.threats },
    {
      label: isGlobalUser(principal) ? 'Organizations' : 'My Organization',
      to: shellPaths.organizations,
      section: '/organizations',
      allowed: canAccess.organizations,
    },
  ];
  return items.filter((item) => item.allowed(principal));
}

/**
 * Once the browser is idle, loads what each area of the menu needs (its route chunks, through
 * the router's own preload, which hovering a link also triggers): the first visit then waits for
 * no download, with the keyboard as with the mouse. The service worker has the files already.
 */
function usePreloadedAreas(principal: Principal | null) {
  const router = useRouter();
  useEffect(() => {
    if (!principal) return;
    const targets = navItemsFor(principal).map((item) => item.to);
    const preload = () => {
      for (const to of targets) router.preloadRoute({ to }).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 500);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, [principal, router]);
}

const inSection = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/** The primary navigation under the header; shows only the areas the user may open. */
export function MainNav() {
  const principal = useSession((s) => s.principal);
  const pathname = useLocation({ select: (location) => location.pathname });
  usePreloadedAreas(principal);
  if (!principal) return null;

  return (
    <nav aria-label="Main" className={classes.nav}>
      <ul className={classes.list}>
        {navItemsFor(principal).map((item) => (
          <li key={item.section}>
            <Link
              to={item.to}
              className={classes.link}
              activeOptions={{ exact: false, includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
              aria-current={inSection(pathname, item.section) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
