/**
 * The editor kit's history of a document (issue 41), framework-free so it is unit-tested and every
 * editor (certificates, pages, later the curriculum and boards) undoes alike. The rules, each proven
 * by editHistory.test.ts:
 *
 * - A change is one undo step; a change that changes nothing records nothing.
 * - A run of typing in one field is one step: the first keystroke in a field starts a step, the
 *   next ones in the same field join it, until another field is typed in, the field is left
 *   (`endTyping`) or anything else is recorded.
 * - A gesture (a drag, a paste of many items) is shown as it goes (`showOnly`) and becomes one step
 *   back to where it started (`commitFrom`).
 * - Undo and redo move one step; a new step drops what was undone.
 * - The steps kept are bounded (`limit`, 100 by default): the oldest go first, so a long session
 *   neither grows without end in memory nor in the draft kept in the browser.
 */

export interface EditHistory<D> {
  past: readonly D[];
  present: D;
  future: readonly D[];
  /** The field being typed in, whose next keystrokes join the present step (null: none). */
  typing: string | null;
  /** How many steps back undo can go. */
  limit: number;
}

/** Steps kept for undo unless an editor says otherwise: enough for a session's work. */
export const HISTORY_LIMIT = 100;

export function startHistory<D>(doc: D, limit = HISTORY_LIMIT): EditHistory<D> {
  return { past: [], present: doc, future: [], typing: null, limit };
}

/** Whether two documents hold the same content (documents are plain data, as the draft stores them). */
export function sameContent<D>(a: D, b: D): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A change as one undo step (nothing when it changes nothing). */
export function recordStep<D>(history: EditHistory<D>, next: D): EditHistory<D> {
  if (sameContent(history.present, next)) return history;
  return { ...history, past: [...history.past, history.present].slice(-history.limit), present: next, future: [], typing: null };
}

/**
 * A keystroke in the text field `field` (an editor's own name for it, e.g. `title` or
 * `module-3:heading`): the first one is a new step, the next ones in the same field join it.
 */
export function recordTyping<D>(history: EditHistory<D>, next: D, field: string): EditHistory<D> {
  if (history.typing !== field) {
    const step = recordStep(history, next);
    return step === history ? history : { ...step, typing: field };
  }
  return sameContent(history.present, next) ? history : { ...history, present: next, future: [] };
}

/** The field was left: typing in it again is a new step. */
export function endTyping<D>(history: EditHistory<D>): EditHistory<D> {
  return history.typing === null ? history : { ...history, typing: null };
}

/** A gesture's change shown now and recorded when it ends (`commitFrom`). */
export function showOnly<D>(history: EditHistory<D>, next: D): EditHistory<D> {
  return { ...history, present: next };
}

/** The changes shown since `before` as one undo step back to it. */
export function commitFrom<D>(history: EditHistory<D>, before: D): EditHistory<D> {
  return recordStep({ ...history, present: before }, history.present);
}

export function undo<D>(history: EditHistory<D>): EditHistory<D> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], typing: null };
}

export function redo<D>(history: EditHistory<D>): EditHistory<D> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present].slice(-history.limit), present: next, future: rest, typing: null };
}
