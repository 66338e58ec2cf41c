// The pickers' styles ride in the lazy chunks of the screens that use this field, never the initial bundle.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

export const DAY_FORMAT = 'MM/DD/YYYY';

const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A typed MM/DD/YYYY (or YYYY-MM-DD) as 'YYYY-MM-DD', or null until it names a real day: a
 * half-typed "03/1" must not be read as some day in 2001. */
export function parseDay(text: string): string | null {
  const us = US_DAY.exec(text.trim());
  const iso = us ? null : ISO_DAY.exec(text.trim());
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

export type DayInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  minDay?: string;
  maxDay?: string;
};

/** A day field shown as MM/DD/YYYY whatever the browser's locale, typed into as text or picked from
 * its calendar; days outside minDay..maxDay can be neither typed nor picked. */
export function DayInput({ value, onChange, minDay, maxDay, ...rest }: DayInputProps) {
  return (
    <DateInput
      placeholder={DAY_FORMAT}
      allowDeselect
      {...rest}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={DAY_FORMAT}
      dateParser={parseDay}
      minDate={minDay || undefined}
      maxDate={maxDay || undefined}
    />
  );
}
