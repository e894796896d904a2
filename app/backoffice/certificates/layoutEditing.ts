/**
 * The layout editor's rules without React (issue 32), so they are unit-tested: the document being
 * edited, its undo / redo history (a drag is one step however many moves it made, and so is a run
 * of typing in one field), adding, changing and removing items (every change kept on the sheet by
 * the shared geometry's `keepInBounds`), the snapping guides of a drag, reading a typed number for
 * a field, and the draft kept in the browser so unsaved work survives a reload.
 */
import { certificateFontFamilies, certificateRuleMessages, itemTypeOf } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  IMAGE_SIZE,
  isInBounds,
  ITEM_WIDTH_MIN,
  itemBox,
  keepInBounds,
  SHEET_HEIGHT,
  SHEET_WIDTH,
} from '@app/shared/lib/certificates/sheetGeometry';

export interface EditorDoc {
  name: string;
  title: string;
  /** The template drawn under the items; `fileId` set when a new one was uploaded and not saved yet. */
  template: { url: string; fileId: string | null };
  layout: CertificateLayoutItem[];
}

export interface EditorHistory {
  past: EditorDoc[];
  present: EditorDoc;
  future: EditorDoc[];
  /** The text field being typed in, whose next keystrokes join the present step (null: none). */
  typing: string | null;
}

/** Steps kept for undo: enough for a session's work, bounded for the stored draft. */
export const HISTORY_LIMIT = 100;

export function startHistory(doc: EditorDoc): EditorHistory {
  return { past: [], present: doc, future: [], typing: null };
}

export function sameDoc(a: EditorDoc, b: EditorDoc): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A change as one undo step (nothing when it changes nothing). */
export function recordStep(history: EditorHistory, next: EditorDoc): EditorHistory {
  if (sameDoc(history.present, next)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [], typing: null };
}

/**
 * A keystroke in a text field (`field` names it, e.g. `name` or an item's words): the first one
 * is a new undo step, the next ones in the same field join it, so undo takes back the whole edit.
 */
export function recordTyping(history: EditorHistory, next: EditorDoc, field: string): EditorHistory {
  if (history.typing !== field) {
    const step = recordStep(history, next);
    return step === history ? history : { ...step, typing: field };
  }
  return sameDoc(history.present, next) ? history : { ...history, present: next, future: [] };
}

/** The field was left: typing in it again is a new step. */
export function endTyping(history: EditorHistory): EditorHistory {
  return history.typing === null ? history : { ...history, typing: null };
}

/** A change shown now and recorded later (a drag's moves): `commitFrom` makes them one step. */
export function showOnly(history: EditorHistory, next: EditorDoc): EditorHistory {
  return { ...history, present: next };
}

/** The moves since `before` as one undo step back to it. */
export function commitFrom(history: EditorHistory, before: EditorDoc): EditorHistory {
  return recordStep({ ...history, present: before }, history.present);
}

export function undo(history: EditorHistory): EditorHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], typing: null };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest, typing: null };
}

/** The keyed items not on the layout yet (each once), then free text (as often as wanted). */
export function addableKeys(layout: readonly CertificateLayoutItem[], keys: readonly CertificateKey[]): CertificateKey[] {
  return keys.filter((key) => key === 'freeText' || !layout.some((item) => item.key === key));
}

/** A new item in the middle of the sheet: images at their fixed size, text 400 px wide at 20 px. */
export function newItem(key: CertificateKey, id: string, text: string): CertificateLayoutItem {
  const type = itemTypeOf(key);
  const fixed = IMAGE_SIZE[key];
  const width = fixed?.width ?? 400;
  const item: CertificateLayoutItem = {
    id,
    type,
    key,
    position: { x: 0, y: 0 },
    size: { width },
    fontFamily: type === 'TEXT' ? certificateFontFamilies[0] : null,
    fontSize: type === 'TEXT' ? 20 : null,
    ...(key === 'freeText' ? { text } : {}),
  };
  const box = itemBox(item);
  return { ...item, position: { x: Math.round((SHEET_WIDTH - box.width) / 2), y: Math.round((SHEET_HEIGHT - box.height) / 2) } };
}

export function replaceItem(doc: EditorDoc, item: CertificateLayoutItem): EditorDoc {
  return { ...doc, layout: doc.layout.map((each) => (each.id === item.id ? item : each)) };
}

/** Moves an item to a position, kept on the sheet (a drag past an edge stops at it). */
export function moveItem(doc: EditorDoc, id: string, position: { x: number; y: number }): EditorDoc {
  const item = doc.layout.find((each) => each.id === id);
  return item ? replaceItem(doc, keepInBounds({ ...item, position })) : doc;
}

/** How near (design pixels) an edge or centre line must come to snap to a guide. */
export const SNAP_DISTANCE = 4;

/** Guide lines in design pixels: vertical ones at each `x`, horizontal ones at each `y`. */
export interface SnapGuides {
  x: number[];
  y: number[];
}

export const noGuides: SnapGuides = { x: [], y: [] };

/** The nearest of `lines` to any of `own` within SNAP_DISTANCE: the shift that aligns them, and the line. */
function nearestLine(own: readonly number[], lines: readonly number[]): { shift: number; line: number } | null {
  let best: { shift: number; line: number } | null = null;
  for (const line of lines) {
    for (const edge of own) {
      const shift = line - edge;
      if (Math.abs(shift) <= SNAP_DISTANCE && (!best || Math.abs(shift) < Math.abs(best.shift))) best = { shift, line };
    }
  }
  return best;
}

/**
 * A drag's move with snapping: the item's left, centre or right edge (top, middle or bottom)
 * within SNAP_DISTANCE of the sheet's centre line or another item's edge or centre is moved onto
 * it, and the lines it snapped to are the guides to draw. Kept on the sheet as `moveItem` keeps it.
 */
export function snapMove(doc: EditorDoc, id: string, position: { x: number; y: number }): { doc: EditorDoc; guides: SnapGuides } {
  const moved = moveItem(doc, id, position);
  const item = moved.layout.find((each) => each.id === id);
  if (!item) return { doc: moved, guides: noGuides };
  const box = itemBox(item);
  const others = moved.layout.filter((each) => each.id !== id).map(itemBox);
  const xLine = nearestLine(
    [box.x, box.x + box.width / 2, box.x + box.width],
    [SHEET_WIDTH / 2, ...others.flatMap((other) => [other.x, other.x + other.width / 2, other.x + other.width])],
  );
  const yLine = nearestLine(
    [box.y, box.y + box.height / 2, box.y + box.height],
    [SHEET_HEIGHT / 2, ...others.flatMap((other) => [other.y, other.y + other.height / 2, other.y + other.height])],
  );
  const snapped = moveItem(moved, id, { x: box.x + (xLine?.shift ?? 0), y: box.y + (yLine?.shift ?? 0) });
  const kept = snapped.layout.find((each) => each.id === id)?.position ?? item.position;
  // A line is drawn only when the item really sits on it (an edge of the sheet may have stopped it).
  return {
    doc: snapped,
    guides: {
      x: xLine && kept.x === Math.round(box.x + xLine.shift) ? [xLine.line] : [],
      y: yLine && kept.y === Math.round(box.y + yLine.shift) ? [yLine.line] : [],
    },
  };
}

export type NumericField = 'x' | 'y' | 'width' | 'fontSize';

export type FieldReading = { ok: true; item: CertificateLayoutItem } | { ok: false; message: string };

/**
 * A number typed into a field, applied to the item only when it is a whole number in its range and
 * leaves the item on the sheet; otherwise the message to show at the field (the typed text stays).
 */
export function readNumericField(item: CertificateLayoutItem, field: NumericField, typed: string): FieldReading {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: certificateRuleMessages.whole };
  const value = Number(trimmed);
  let next: CertificateLayoutItem;
  switch (field) {
    case 'x':
      next = { ...item, position: { ...item.position, x: value } };
      break;
    case 'y':
      next = { ...item, position: { ...item.position, y: value } };
      break;
    case 'width':
      if (value < ITEM_WIDTH_MIN || value > SHEET_WIDTH) return { ok: false, message: certificateRuleMessages.width };
      next = { ...item, size: { width: value } };
      break;
    case 'fontSize':
      if (value < FONT_SIZE_MIN || value > FONT_SIZE_MAX) return { ok: false, message: certificateRuleMessages.fontSize };
      next = { ...item, fontSize: value };
      break;
  }
  return isInBounds(next) ? { ok: true, item: next } : { ok: false, message: certificateRuleMessages.outside };
}

/** The value a field shows for an item. */
export function fieldValue(item: CertificateLayoutItem, field: NumericField): number | null {
  switch (field) {
    case 'x':
      return item.position.x;
    case 'y':
      return item.position.y;
    case 'width':
      return item.size.width;
    case 'fontSize':
      return item.fontSize;
  }
}

// ---- the draft --------------------------------------------------------------------------------

/** Unsaved work of one certificate, with the version it was based on (a save sends it). */
export interface EditorDraft {
  baseVersion: number;
  doc: EditorDoc;
}

export const draftStorageKey = (certificateKey: string) => `klass.backoffice.certificateDraft.${certificateKey}`;

function isDoc(value: unknown): value is EditorDoc {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<EditorDoc>;
  return typeof doc.name === 'string' && typeof doc.title === 'string' && typeof doc.template?.url === 'string' && Array.isArray(doc.layout);
}

/** The stored draft, or null when there is none or it is unreadable (then it is ignored). */
export function readDraft(storage: Pick<Storage, 'getItem'>, certificateKey: string): EditorDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftStorageKey(certificateKey)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = parsed as Partial<EditorDraft>;
    return typeof draft.baseVersion === 'number' && isDoc(draft.doc) ? { baseVersion: draft.baseVersion, doc: draft.doc } : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the draft, or forgets it when it is what was saved. False when the browser would not keep
 * it (too large for its storage, as a big template image can make it, or storage blocked): the
 * work on screen stays, but a reload would lose it, which the editor then says.
 */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, certificateKey: string, draft: EditorDraft, saved: EditorDoc): boolean {
  try {
    if (sameDoc(draft.doc, saved)) storage.removeItem(draftStorageKey(certificateKey));
    else storage.setItem(draftStorageKey(certificateKey), JSON.stringify(draft));
    return true;
  } catch {
    // A stale draft must not come back after a reload in place of this work.
    try {
      storage.removeItem(draftStorageKey(certificateKey));
    } catch {
      // Storage blocked altogether: nothing stored, nothing stale.
    }
    return false;
  }
}
