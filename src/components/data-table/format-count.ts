const counts = new Intl.NumberFormat('en-US');

/** Counts with thousands separators: 10029 → '10,029'. */
export const formatCount = (value: number): string => counts.format(value);
