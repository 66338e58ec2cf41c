import { Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { type RouteTab, RouteTabs } from '@/components/route-tabs';

/** A page header over route-based tabs; the active tab's route renders below. */
export function AreaLayout({ title, tabs }: { title: string; tabs: RouteTab[] }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <RouteTabs tabs={tabs} label={`${title} sections`} />
      <Outlet />
    </Stack>
  );
}
