import { Stack, Title } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatch } from '@tanstack/react-router';
import { type RouteTab, RouteTabs } from '@/components/route-tabs';

const covers = (tab: RouteTab, pathname: string) => pathname === tab.to || pathname.startsWith(`${tab.to}/`);

/**
 * A page header over route-based tabs; the active tab's route renders below. Once the rules can
 * be decided (`ready`), a tab that is hidden or disabled for this viewer cannot be reached by its
 * URL either: it opens the first tab the viewer may use.
 */
export function AreaLayout({ title, tabs, ready }: { title: string; tabs: RouteTab[]; ready: boolean }) {
  const { pathname } = useLocation();
  // The location moves on before this layout unmounts; redirecting then would pull the user back here.
  const areaPath = useMatch({ strict: false }).pathname.replace(/\/$/, '');
  const inArea = pathname === areaPath || pathname.startsWith(`${areaPath}/`);
  const active = tabs.find((tab) => covers(tab, pathname));
  const fallback = tabs.find((tab) => !tab.disabled);
  if (ready && inArea && (!active || active.disabled)) {
    if (fallback && fallback.to !== pathname) return <Navigate to={fallback.to} replace />;
  }
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <RouteTabs tabs={tabs} label={`${title} sections`} />
      {ready && active && !active.disabled && <Outlet />}
    </Stack>
  );
}
