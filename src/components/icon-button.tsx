import { ActionIcon, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';

const ROOT = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`;

export interface IconButtonProps extends ComponentPropsWithRef<'button'> {
  /** A theme colour: the icon takes its light shade, as ActionIcon's subtle variant does. */
  color?: string;
}

/**
 * What `<ActionIcon variant="subtle">` renders, as one plain button: the same classes, variables
 * and markup, without the five components and the style resolution behind each. For controls
 * repeated on every row of a table, where those were a large share of a route's first render
 * (docs/performance.md); anywhere else, use ActionIcon.
 */
export function IconButton({
  color = 'navy',
  className,
  style,
  children,
  type = 'button',
  ...others
}: IconButtonProps) {
  const variables = {
    '--ai-bg': 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <button
      type={type}
      className={className ? `${ROOT} ${className}` : ROOT}
      data-variant="subtle"
      style={{ ...variables, ...style }}
      {...others}
    >
      <span className={ActionIcon.classes.icon}>{children}</span>
    </button>
  );
}
