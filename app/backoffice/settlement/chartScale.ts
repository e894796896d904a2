/**
 * The monthly sales chart's value axis: a top rounded up to a readable step (1, 2 or 5 times a
 * power of ten) so the grid lines fall on round amounts, and those amounts written in 만원 (a
 * chart of hundreds of millions of won reads "12,000만원", not nine digits).
 */

const MAN = 10_000;

export interface ChartScale {
  /** The amount at the top of the axis, in won. */
  top: number;
  /** The grid lines' amounts in won, from 0 up to `top`. */
  ticks: number[];
}

/** A scale for values from 0 to `max` with about `lines` grid steps; at least one 만원 step. */
export function chartScale(max: number, lines = 4): ChartScale {
  const rough = Math.max(max, MAN) / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const wholeStep = Math.max(MAN, Math.ceil(step / MAN) * MAN);
  const count = Math.max(1, Math.ceil(max / wholeStep));
  return { top: count * wholeStep, ticks: Array.from({ length: count + 1 }, (_, index) => index * wholeStep) };
}

/** An axis amount in 만원 units, a whole number. */
export const inMan = (won: number): number => Math.round(won / MAN);
