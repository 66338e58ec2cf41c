import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';

export interface RouteTab {
  label: string;
  to: string;
  /** Shown but not selectable (a tab whose rule says "disabled"). */
  disabled?: boolean;
}

/** A tab strip whose tabs are routes: the URL decides the active tab, a click navigates. */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <Tabs value={active?.to ?? null} onChange={(to) => void (to && navigate({ to }))} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to} disabled={tab.disabled}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
