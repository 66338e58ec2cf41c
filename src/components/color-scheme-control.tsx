import { type MantineColorScheme, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useId } from 'react';
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
 * Light, dark or auto. A labelled group of native radios, so arrow keys move between the choices
 * and a screen reader announces the group, each choice and which one is selected. The chosen one
 * is marked by CSS alone: Mantine's SegmentedControl measured its indicator during the first
 * render of every page, a forced layout of the whole page (README, "Benchmark").
 */
export function ColorSchemeControl({ tone = 'default' }: ColorSchemeControlProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Color scheme"
      className={classes.root}
      data-tone={tone === 'onDark' ? 'on-dark' : undefined}
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <label key={value} className={classes.option} title={label}>
          <input
            type="radio"
            name={name}
            value={value}
            className={classes.input}
            checked={colorScheme === value}
            onChange={() => setColorScheme(value as MantineColorScheme)}
          />
          <Icon size={16} aria-hidden />
          <VisuallyHidden>{label}</VisuallyHidden>
        </label>
      ))}
    </div>
  );
}
