import { HOUR_MS } from './inputs';
import { type Model, type SetModel, indexAt, timeOf } from './model';
import { rowPasses, scenarioRowsIn } from './scenario-traffic';
import { type WorldRow, rowAt } from './rows';
import { type Range, type TrafficFilter, matching, setsIn } from './traffic';

/**
 * Log rows, newest first, generated lazily hour by hour: a page of 100 touches only the newest
 * matching queries. Rows of the same millisecond follow source set order, then index, descending.
 */
export function* rowsNewestFirst(model: Model, range: Range, filter: TrafficFilter): Generator<WorldRow> {
  const sets = setsIn(model, filter);
  for (let hour = Math.ceil(range.to / HOUR_MS) - 1; hour >= Math.floor(range.from / HOUR_MS); hour--) {
    const heads = sets.flatMap((set) => [
      ...sampledHead(model, set, hour, range, filter),
      ...scenarioHead(model, set, hour, range, filter),
    ]);
    while (heads.length) {
      let best = 0;
      for (let h = 1; h < heads.length; h++) if (isNewer(heads[h], heads[best])) best = h;
      const head = heads[best];
      yield head.row();
      if (!head.advance()) heads.splice(best, 1);
    }
  }
}

/**
 * Where one stream of an hour stands, newest first: the position of its next row, which is made
 * only when it is yielded (an hour of every set has a head, most never yielded on a page).
 */
interface Head {
  time: number;
  order: number;
  index: number;
  row(): WorldRow;
  /** Moves to the next row; false at the stream's end. */
  advance(): boolean;
}

const isNewer = (a: Head, b: Head) =>
  a.time > b.time || (a.time === b.time && (a.order > b.order || (a.order === b.order && a.index > b.index)));

function sampledHead(model: Model, set: SetModel, hour: number, range: Range, filter: TrafficFilter): Head[] {
  const bucket = model.bucket(set, hour * HOUR_MS);
  if (!bucket.n) return [];
  const indices = matching(model, bucket, indexAt(bucket, range.from), indexAt(bucket, range.to), filter);
  const head: Head = {
    time: 0,
    order: set.order,
    index: 0,
    row: () => rowAt(model, bucket, head.index),
    advance() {
      const step = indices.next();
      if (step.done) return false;
      head.index = step.value;
      head.time = timeOf(bucket, step.value);
      return true;
    },
  };
  return head.advance() ? [head] : [];
}

function scenarioHead(model: Model, set: SetModel, hour: number, range: Range, filter: TrafficFilter): Head[] {
  const part = { from: Math.max(range.from, hour * HOUR_MS), to: Math.min(range.to, (hour + 1) * HOUR_MS) };
  const rows = scenarioRowsIn(model.scenario, set.id, part).filter((row) => rowPasses(row, filter));
  let k = rows.length;
  const head: Head = {
    time: 0,
    order: set.order,
    index: 0,
    row: () => rows[k],
    advance() {
      if (--k < 0) return false;
      [head.time, head.index] = [rows[k].time, rows[k].index];
      return true;
    },
  };
  return head.advance() ? [head] : [];
}

export interface LogPage {
  rows: WorldRow[];
  /** Opaque: pass it back for the next page; absent on the last page. */
  nextCursor?: string;
}

const isAfter = (row: WorldRow, [time, order, index]: number[]) =>
  row.time < time || (row.time === time && (row.setOrder < order || (row.setOrder === order && row.index < index)));

/** One page of rows, newest first, after the row the cursor names. */
export function logPage(model: Model, range: Range, filter: TrafficFilter, pageSize: number, cursor?: string): LogPage {
  const after = cursor?.split('.').map(Number);
  const bounded = after ? { from: range.from, to: Math.min(range.to, after[0] + 1) } : range;
  const rows: WorldRow[] = [];
  for (const row of rowsNewestFirst(model, bounded, filter)) {
    if (after && !isAfter(row, after)) continue;
    if (rows.length === pageSize) {
      const last = rows[rows.length - 1];
      return { rows, nextCursor: `${last.time}.${last.setOrder}.${last.index}` };
    }
    rows.push(row);
  }
  return { rows };
}
