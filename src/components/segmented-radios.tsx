import { type ReactNode, useId } from 'react';
import classes from './segmented-radios.module.css';

export interface SegmentedRadiosOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A tooltip, for choices shown as an icon. */
  title?: string;
}

export interface SegmentedRadiosProps<V extends string> {
  options: readonly SegmentedRadiosOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The group's name: either the text, or the id of a visible label. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** 'onDark' on the navy header. */
  tone?: 'onDark' | 'default';
}

/**
 * What Mantine's SegmentedControl looks like, as a group of native radios: arrow keys move
 * between the choices, a screen reader announces the group, each choice and the chosen one, and
 * the chosen one is marked by CSS alone. SegmentedControl measured its indicator during its
 * first render, a forced layout of the whole page on every page that shows one (docs/performance.md,
 * "How the console meets them").
 */
export function SegmentedRadios<V extends string>({
  options,
  value,
  onChange,
  tone = 'default',
  ...labelling
}: SegmentedRadiosProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      {...labelling}
      className={classes.root}
      data-tone={tone === 'onDark' ? 'on-dark' : undefined}
    >
      {options.map((option) => (
        <label key={option.value} className={classes.option} title={option.title}>
          <input
            type="radio"
            name={name}
            value={option.value}
            className={classes.input}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
