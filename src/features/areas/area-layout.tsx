import { Stack, Title } from '@mantine/core';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { type RouteTab, RouteTabs } from '@/components/route-tabs';

const covers = (tab: RouteTab, pathname: string) => pathname === tab.to || pathname.startsWith(`${tab.to}/`);
const areaOf = (pathname: string) => pathname.split('/')[1];

/**
 * A page header over route-based tabs; the active tab's route renders below. Once the rules can
 * be decided (`ready`), a tab that is hidden or disabled for this viewer cannot be reached by its
 * URL either: it opens the first tab the viewer may use.
 */
export function AreaLayout({ title, tabs, ready }: { title: string; tabs: RouteTab[]; ready: boolean }) {
  const { pathname } = useLocation();
  const active = tabs.find((tab) => covers(tab, pathname));
  const fallback = tabs.find((tab) => !tab.disabled);
  // While the router leaves for another area this layout still renders, already with the new
  // location; redirecting then would bounce the user back into this area.
  const inArea = fallback !== undefined && areaOf(pathname) === areaOf(fallback.to);
  if (ready && inArea && (!active || active.disabled)) {
    if (fallback.to !== pathname) return <Navigate to={fallback.to} replace />;
  }
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <RouteTabs tabs={tabs} label={`${title} sections`} />
      {ready && active && !active.disabled && <Outlet />}
    </Stack>
  );
}
