import { type MantineColorScheme, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { SegmentedRadios } from './segmented-radios';

const OPTIONS = [
  { value: 'light', label: 'Light', Icon: IconSun },
  { value: 'dark', label: 'Dark', Icon: IconMoon },
  { value: 'auto', label: 'Auto (match the system)', Icon: IconDeviceDesktop },
] as const;

const CHOICES = OPTIONS.map(({ value, label, Icon }) => ({
  value,
  title: label,
  label: (
    <>
      <Icon size={16} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  ),
}));

export interface ColorSchemeControlProps {
  /** 'onDark' when it sits on the navy header. */
  tone?: 'onDark' | 'default';
}

/** Light, dark or auto: a labelled radio group, the arrow keys moving between the choices. */
export function ColorSchemeControl({ tone = 'default' }: ColorSchemeControlProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedRadios<MantineColorScheme>
      aria-label="Color scheme"
      tone={tone}
      options={CHOICES}
      value={colorScheme}
      onChange={setColorScheme}
    />
  );
}
