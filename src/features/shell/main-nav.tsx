import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { withoutActivity } from '@/api/client';
import { type Principal, canAccess, isGlobalUser } from '@/api/roles';
import { useSession } from '@/api/session/store';
import { whenIdle } from '@/lib/when-idle';
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
 * Once the browser is idle, loads what each area of the menu needs (its route chunks and first
 * data, through the router's own preload, which hovering a link also triggers): the first visit
 * then waits for no download, with the keyboard as with the mouse. One area per idle period, the
 * next once the last has settled: preloading them all at once evaluated every area's code in one
 * long task on the landing page (docs/performance.md).
 */
function usePreloadedAreas(principal: Principal | null) {
  const router = useRouter();
  useEffect(() => {
    if (!principal) return;
    const targets = navItemsFor(principal).map((item) => item.to);
    let cancel = () => {};
    const idle = (run: () => void) => (cancel = whenIdle(run, 3000, 500));
    let stopped = false;
    const next = () => {
      const to = targets.shift();
      if (stopped || to === undefined) return;
      // Not the user's activity: a session left idle still times out while the areas preload.
      void withoutActivity(() => router.preloadRoute({ to }))
        .catch(() => undefined)
        .then(() => !stopped && idle(next));
    };
    idle(next);
    return () => {
      stopped = true;
      cancel();
    };
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
