import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { type RouteTab, RouteTabs } from '@/components/route-tabs';

const covers = (tab: RouteTab, pathname: string) => pathname === tab.to || pathname.startsWith(`${tab.to}/`);

/**
 * A page header over route-based tabs; the active tab's route renders below. Once the rules can
 * be decided (`ready`), a tab that is hidden or disabled for this viewer cannot be reached by its
 * URL either: it opens the first tab the viewer may use.
 */
export function AreaLayout({
  title,
  tabs,
  ready,
  actions,
  defaultTab,
}: {
  title: string;
  tabs: RouteTab[];
  ready: boolean;
  actions?: ReactNode;
  /** Where the area's own path (and an unusable tab) leads; the first usable tab otherwise. */
  defaultTab?: RouteTab;
}) {
  // The resolved location, not the pending one: while the router leaves for a route outside the
  // tabs (say the user form), this layout is still mounted and must not send the user back.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  // Mid-way through a navigation the resolved location is the page being left: arriving at a tab
  // from a page of the area outside the tabs (User Details to All Sources), it names no tab, and
  // redirecting then sent the user to the first tab instead. Only a settled location is judged.
  const settled = useRouterState({
    select: (s) => s.location.pathname === (s.resolvedLocation ?? s.location).pathname,
  });
  const active = tabs.find((tab) => covers(tab, pathname));
  const fallback = defaultTab ?? tabs.find((tab) => !tab.disabled);
  // While the router leaves this area the location already names the next page; redirecting then
  // would pull the user back into the area, so only a path inside the area is checked.
  const area = `/${tabs[0]?.to.split('/')[1] ?? ''}`;
  const inArea = pathname === area || pathname.startsWith(`${area}/`);
  if (ready && settled && inArea && (!active || active.disabled)) {
    if (fallback && fallback.to !== pathname) return <Navigate to={fallback.to} replace />;
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      <RouteTabs tabs={tabs} label={`${title} sections`} />
      {ready && active && !active.disabled && <Outlet />}
    </Stack>
  );
}
