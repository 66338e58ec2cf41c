import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';

/**
 * USWDS-inspired palettes. Shade 7 is the filled shade in both colour schemes, so every palette
 * used for filled buttons (navy, red, green) keeps shade 7 at ≥4.5:1 against white text; shades
 * 3 and 4 serve as text on the dark background. theme.test.ts checks the resolved CSS variables.
 */
const navy: MantineColorsTuple = [
  '#e8f5ff',
  '#cfe8ff',
  '#a1d3ff',
  '#73b3e7',
  '#4f97d1',
  '#2378c3',
  '#0b6cb8',
  '#005ea2',
  '#1a4480',
  '#162e51',
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#e03131',
  '#c92a2a',
  '#a61e1e',
  '#7d1414',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2b8a3e',
  '#1e7b34',
  '#18652a',
  '#124d20',
];

const comboboxOptionsScroll = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: '17.5rem', overflowY: 'auto' as const } },
};

const fontFamily = "'Source Sans Pro', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 7 },
  colors: { navy, red, green },
  black: '#1b1b1b',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'sm',
  focusRing: 'auto',
  // Modals, drawers, menus and notices appear without their slide or fade for a user whose
  // system asks for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Links must be told apart from text by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine's notification close button has no name of its own (axe: button-name), and its
    // description grey under a title is 3.3:1 (light) and 3.5:1 (dark); dimmed passes in both.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // The option list scrolls itself rather than inside a ScrollArea: a listbox popup that the
    // combobox controls is reached with the arrow keys, but an unnamed scrolling wrapper around
    // it is a scrollable region no keyboard can reach (axe: scrollable-region-focusable).
    Select: comboboxOptionsScroll,
    MultiSelect: comboboxOptionsScroll,
    Autocomplete: comboboxOptionsScroll,
    TagsInput: comboboxOptionsScroll,
    // The menu's initial-focus placeholder is a role=presentation child of role=menu
    // (axe: aria-required-children); focus goes to the first item without it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // A light alert's title and icon in its own hue fall below 4.5:1 on its tinted background
    // for yellow and orange; the body text colour passes on every tint, and the tint still speaks.
    Alert: {
      vars: (_theme: unknown, props: { variant?: string }) =>
        props.variant === undefined || props.variant === 'light'
          ? { root: { '--alert-color': 'var(--mantine-color-text)' } }
          : { root: {} },
    },
  },
});

/** Mantine's dimmed, placeholder, error and dark-scheme link greys fall below 4.5:1; these pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#565c65',
    '--mantine-color-placeholder': '#676c72',
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    '--mantine-color-success': 'var(--mantine-color-green-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-success': 'var(--mantine-color-green-4)',
    '--mantine-color-anchor': 'var(--mantine-color-navy-3)',
    '--mantine-color-navy-text': 'var(--mantine-color-navy-3)',
  },
});
