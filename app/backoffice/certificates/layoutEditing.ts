/**
 * The layout editor's rules without React (issue 32), so they are unit-tested: the document being
 * edited, adding, changing and removing items (every change kept on the sheet by the shared
 * geometry's `keepInBounds`), the snapping guides of a drag, reading a typed number for a field,
 * and the shape of the draft kept in the browser. Its undo / redo history, the draft's storage and
 * the save are the editor kit's (app/backoffice/kit/editor/, issue 41).
 */
import { certificateFontFamilies, certificateRuleMessages, itemTypeOf } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { defineDraftStore, isWholeVersion } from '../kit/editor/draftStore';
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

function isDoc(value: unknown): value is EditorDoc {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<EditorDoc>;
  return typeof doc.name === 'string' && typeof doc.title === 'string' && typeof doc.template?.url === 'string' && Array.isArray(doc.layout);
}

/** Unsaved work of one certificate in the browser (the key is the one drafts were kept under before the kit). */
export const certificateDrafts = defineDraftStore<EditorDoc, number>({
  prefix: 'klass.backoffice.certificateDraft.',
  isDoc,
  isVersion: isWholeVersion,
});
