import * as v from 'valibot';
import { extractInputEntries } from '@/api/log-queries/extract-contract';
import type { LogQueryParams } from '@/api/log-queries/query-params';
import { recurrenceAllowed } from './schedule-values';
import { DAY_REQUIRED, INTERVAL_REQUIRED } from './weekly-modal';

/**
 * The schedule editor's rules: the contract's name and description, and the when-fields' own
 * (spec 3 §5), each a check across the fields it depends on, shown at its own field. A weekly
 * recurrence needs its interval and days: the modal's Save fills both in, but one restored from a
 * draft, or chosen and left before the modal saved, may have neither.
 */
export function scheduleFormSchema(params: LogQueryParams) {
  const mayRecur = recurrenceAllowed(params);
  const weekly = (x: { priority: string; recurrence: string }) =>
    x.priority === 'scheduled' && x.recurrence === 'week' && mayRecur;
  return v.pipe(
    v.object({
      name: extractInputEntries.queryName,
      description: extractInputEntries.description,
      priority: v.picklist(['scheduled', 'immediate']),
      startRunDate: v.string(),
      runTime: v.string(),
      recurrence: v.string(),
      endRunDate: v.string(),
      every: v.string(),
      days: v.array(v.number()),
    }),
    v.forward(
      v.partialCheck(
        [['priority'], ['startRunDate']],
        (x) => x.priority !== 'scheduled' || x.startRunDate !== '',
        'Start Run Date is required',
      ),
      ['startRunDate'],
    ),
    v.forward(
      v.partialCheck(
        [['priority'], ['runTime']],
        (x) => x.priority !== 'scheduled' || x.runTime !== '',
        'Run Time is required',
      ),
      ['runTime'],
    ),
    v.forward(
      v.partialCheck(
        [['startRunDate'], ['endRunDate']],
        (x) => !x.endRunDate || x.endRunDate >= x.startRunDate,
        'End Run Date cannot be before Start Run Date',
      ),
      ['endRunDate'],
    ),
    v.forward(
      v.partialCheck([['priority'], ['recurrence'], ['every']], (x) => !weekly(x) || x.every !== '', INTERVAL_REQUIRED),
      ['every'],
    ),
    v.forward(
      v.partialCheck([['priority'], ['recurrence'], ['days']], (x) => !weekly(x) || x.days.length > 0, DAY_REQUIRED),
      ['days'],
    ),
  );
}
