import type { Model } from './model';

/** What a day's tally needs to be built an hour at a time. */
export interface DayInHours {
  /** The whole day is already kept (a call computed it meanwhile). */
  kept: boolean;
  /** The tally's length. */
  size: number;
  addHour(hour: number, into: Float64Array): void;
  /** Keeps the whole day where calls read it. */
  keep(tally: Float64Array): void;
}

/**
 * A day's tally built an hour at a time, for the idle warmer: each call adds the next hour and
 * the 24th keeps the day, so a call that arrives between steps waits for one hour's work, not a
 * day's. Returns the step function, with its own days under way; it returns whether the day is kept.
 */
export function hourSteps(): (model: Model, key: string, day: DayInHours) => boolean {
  const partials = new WeakMap<Model, Map<string, { into: Float64Array; hours: number }>>();
  return (model, key, day) => {
    let perModel = partials.get(model);
    if (!perModel) partials.set(model, (perModel = new Map()));
    if (day.kept) {
      perModel.delete(key);
      return true;
    }
    const partial = perModel.get(key) ?? { into: new Float64Array(day.size), hours: 0 };
    day.addHour(partial.hours, partial.into);
    if (++partial.hours < 24) {
      perModel.set(key, partial);
      return false;
    }
    perModel.delete(key);
    day.keep(partial.into);
    return true;
  };
}
