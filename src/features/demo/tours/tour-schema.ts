import * as v from 'valibot';

/**
 * A control on a real screen: the elements matching a CSS selector (prefer roles, labels and
 * `data-tour` attributes), narrowed to the one whose accessible name is `name` when given.
 */
const targetSchema = v.object({
  selector: v.pipe(v.string(), v.nonEmpty()),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

const pathSchema = v.pipe(v.string(), v.startsWith('/'));

/** What the trainee does to move on; Next always moves on too. */
const advanceSchema = v.variant('on', [
  /** The address becomes this route (a `$id` segment matches any value). */
  v.object({ on: v.literal('route'), path: pathSchema }),
  /** The step's target is clicked (or pressed with Enter or Space). */
  v.object({ on: v.literal('click') }),
  /** This element appears, e.g. the dialog the target opens. */
  v.object({ on: v.literal('appears'), target: targetSchema }),
]);

const stepSchema = v.object({
  /** The screen the step happens on; Next and Back open it when it has no `$` parameter. */
  route: v.optional(pathSchema),
  target: v.optional(targetSchema),
  title: v.pipe(v.string(), v.nonEmpty()),
  /** What to do and why, in a sentence or two. */
  body: v.pipe(v.string(), v.nonEmpty()),
  advanceOn: v.optional(advanceSchema),
  /** Sign in as this persona (first name) when the step begins, as the demo's persona switch does. */
  persona: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

export const tourSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.pipe(v.string(), v.nonEmpty()),
  /** The persona (first name) the tour signs in as when started. */
  persona: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** A demo scenario (mock-service/scenarios) the tour starts when started. */
  scenario: v.optional(v.pipe(v.string(), v.nonEmpty())),
  steps: v.pipe(v.array(stepSchema), v.minLength(1)),
});

export type Tour = v.InferOutput<typeof tourSchema>;
export type TourStep = Tour['steps'][number];
export type TourTarget = NonNullable<TourStep['target']>;
