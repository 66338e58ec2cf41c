import { type MantineColorScheme, SegmentedControl, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import classes from './color-scheme-control.module.css';

const OPTIONS = [
  { value: 'light', label: 'Light', Icon: IconSun },
  { value: 'dark', label: 'Dark', Icon: IconMoon },
  { value: 'auto', label: 'Auto (match the system)', Icon: IconDeviceDesktop },
] as const;

export interface ColorSchemeControlProps {
  /** 'onDark' when it sits on the navy header. */
  tone?: 'onDark' | 'default';
}

/**
 * Light, dark or auto. A labelled radio group, so arrow keys move between the choices and a
 * screen reader announces the group, each choice and which one is selected.
 */
export function ColorSchemeControl({ tone = 'default' }: ColorSchemeControlProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Color scheme"
      size="xs"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      classNames={{
        root: tone === 'onDark' ? classes.onDark : undefined,
        label: classes.label,
        indicator: classes.indicator,
      }}
      data={OPTIONS.map(({ value, label, Icon }) => ({
        value,
        label: (
          <span title={label}>
            <Icon size={16} aria-hidden />
            <VisuallyHidden>{label}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}
