import { HOUR_MS } from './inputs';
import { type Model, indexAt, timeOf } from './model';
import { type WorldRow, rowAt } from './rows';
import { type Range, type TrafficFilter, matching, setsIn } from './traffic';

/**
 * Log rows, newest first, generated lazily hour by hour: a page of 100 touches only the newest
 * matching queries. Rows of the same millisecond follow source set order, then index, descending.
 */
export function* rowsNewestFirst(model: Model, range: Range, filter: TrafficFilter): Generator<WorldRow> {
  const sets = setsIn(model, filter);
  for (let hour = Math.ceil(range.to / HOUR_MS) - 1; hour >= Math.floor(range.from / HOUR_MS); hour--) {
    const heads = sets.flatMap((set) => {
      const bucket = model.bucket(set, hour * HOUR_MS);
      if (!bucket.n) return [];
      const indices = matching(model, bucket, indexAt(bucket, range.from), indexAt(bucket, range.to), filter);
      const first = indices.next();
      return first.done ? [] : [{ bucket, indices, i: first.value }];
    });
    while (heads.length) {
      let best = 0;
      for (let h = 1; h < heads.length; h++) {
        const [a, b] = [heads[h], heads[best]];
        const [ta, tb] = [timeOf(a.bucket, a.i), timeOf(b.bucket, b.i)];
        if (ta > tb || (ta === tb && a.bucket.set.order > b.bucket.set.order)) best = h;
      }
      const head = heads[best];
      yield rowAt(model, head.bucket, head.i);
      const next = head.indices.next();
      if (next.done) heads.splice(best, 1);
      else head.i = next.value;
    }
  }
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
