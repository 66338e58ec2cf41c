import { Link, useLocation } from '@tanstack/react-router';
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

const inSection = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/** The primary navigation under the header; shows only the areas the user may open. */
export function MainNav() {
  const principal = useSession((s) => s.principal);
  const pathname = useLocation({ select: (location) => location.pathname });
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
