/**
 * The one geometry of a certificate (spec learner.md §3 Certificate, §9), shared by the learner's
 * sheet (preview and print) and the back-office layout editor (issue 32), so what the operator
 * places is what the learner prints. The layout's positions, widths and font sizes are in pixels
 * of the 600 px wide design (an A4 sheet, 600 × 848), turned here into shares of the sheet so one
 * layout fits the 600 px preview and the A4 print alike. The service logo is 250 × 40 at 10%
 * opacity, the seal 70 × 70: these sizes are the spec's (§9), so they are drawn so whatever width
 * a layout gives them; the layout only places them.
 *
 * Also the editor's rules, framework-free so they are unit-tested and the mock checks a save with
 * them: an item's box, the bounds it must stay in, the arrow-key nudge, and the layout as JSON.
 */
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';

export const SHEET_WIDTH = 600;
/** A4 at the design width: 600 × √2, rounded as the templates are drawn. */
export const SHEET_HEIGHT = 848;
export const LOGO_OPACITY = 0.1;
/** A text item's line height, in its font size: the sheet draws it so and the bounds count it. */
export const TEXT_LINE_HEIGHT = 1.3;

/** The spec's fixed image sizes in design pixels (§9): the logo 250 × 40, the seal 70 × 70. */
export const IMAGE_SIZE: Partial<Record<CertificateKey, { width: number; height: number }>> = {
  logo: { width: 250, height: 40 },
  officialSeal: { width: 70, height: 70 },
};

/** Widths and font sizes an item may have, in design pixels. */
export const ITEM_WIDTH_MIN = 20;
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 96;

export interface PlacedItem {
  id: string;
  key: CertificateKey;
  type: CertificateLayoutItem['type'];
  /** CSS values relative to the sheet. */
  left: string;
  top: string;
  width: string;
  /** A share of the sheet width (container query units), so text scales with the sheet. */
  fontSize: string | null;
  fontFamily: string | null;
  aspectRatio: number | null;
  opacity: number;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(4)}%`;

function fixedSize(item: CertificateLayoutItem) {
  return item.type === 'IMAGE' ? IMAGE_SIZE[item.key] : undefined;
}

export function placeItem(item: CertificateLayoutItem): PlacedItem {
  const fixed = fixedSize(item);
  return {
    id: item.id,
    key: item.key,
    type: item.type,
    left: percent(item.position.x, SHEET_WIDTH),
    top: percent(item.position.y, SHEET_HEIGHT),
    width: percent(fixed?.width ?? item.size.width, SHEET_WIDTH),
    fontSize: item.fontSize === null ? null : `${((item.fontSize / SHEET_WIDTH) * 100).toFixed(4)}cqw`,
    fontFamily: item.fontFamily,
    aspectRatio: fixed ? fixed.width / fixed.height : null,
    opacity: item.key === 'logo' ? LOGO_OPACITY : 1,
  };
}

/** What an item shows: a free text item its own words, any other the certificate's value of its key. */
export function itemValue(item: CertificateLayoutItem, values: Partial<Record<CertificateKey, string>>): string | undefined {
  return item.key === 'freeText' ? item.text : values[item.key];
}

/** An item's box in design pixels: a text item one line high (what the bounds keep on the sheet). */
export function itemBox(item: CertificateLayoutItem): { x: number; y: number; width: number; height: number } {
  const fixed = fixedSize(item);
  return {
    x: item.position.x,
    y: item.position.y,
    width: fixed?.width ?? item.size.width,
    height: fixed?.height ?? Math.ceil((item.fontSize ?? FONT_SIZE_MIN) * TEXT_LINE_HEIGHT),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The item kept whole on the sheet, in whole pixels: its width within [ITEM_WIDTH_MIN, sheet
 * width], its font size within [FONT_SIZE_MIN, FONT_SIZE_MAX], and its box inside the sheet (a
 * position past an edge stops at it).
 */
export function keepInBounds(item: CertificateLayoutItem): CertificateLayoutItem {
  const width = clamp(Math.round(item.size.width), ITEM_WIDTH_MIN, SHEET_WIDTH);
  const fontSize = item.fontSize === null ? null : clamp(Math.round(item.fontSize), FONT_SIZE_MIN, FONT_SIZE_MAX);
  const sized = { ...item, size: { width }, fontSize };
  const box = itemBox(sized);
  return {
    ...sized,
    position: {
      x: clamp(Math.round(item.position.x), 0, SHEET_WIDTH - box.width),
      y: clamp(Math.round(item.position.y), 0, SHEET_HEIGHT - box.height),
    },
  };
}

/** Whether an item already is as `keepInBounds` would leave it (what a save must send). */
export function isInBounds(item: CertificateLayoutItem): boolean {
  const kept = keepInBounds(item);
  return (
    kept.position.x === item.position.x &&
    kept.position.y === item.position.y &&
    kept.size.width === item.size.width &&
    kept.fontSize === item.fontSize
  );
}

export type NudgeDirection = 'left' | 'right' | 'up' | 'down';

/** The arrow key's step: 1 px, 10 px with Shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_SHIFT = 10;

const nudgeVector: Record<NudgeDirection, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/** An arrow key moves the item 1 px (10 px with Shift), never past the sheet's edge. */
export function nudgeItem(item: CertificateLayoutItem, direction: NudgeDirection, shift: boolean): CertificateLayoutItem {
  const step = shift ? NUDGE_STEP_SHIFT : NUDGE_STEP;
  const vector = nudgeVector[direction];
  return keepInBounds({
    ...item,
    position: { x: item.position.x + vector.x * step, y: item.position.y + vector.y * step },
  });
}

/**
 * The layout as the JSON list the learner's certificate reads (a backend may store and send it as
 * this string; the learner's normaliser and the contract read both forms). Each item's fields in
 * one order, and `text` only on a free text item, so the same layout is always the same string.
 */
export function layoutToJson(layout: readonly CertificateLayoutItem[]): string {
  return JSON.stringify(
    layout.map((item) => ({
      id: item.id,
      type: item.type,
      key: item.key,
      position: { x: item.position.x, y: item.position.y },
      size: { width: item.size.width },
      fontFamily: item.fontFamily,
      fontSize: item.fontSize,
      ...(item.key === 'freeText' ? { text: item.text ?? '' } : {}),
    })),
  );
}

/** The print page's address (spec learner.md §2), opened in a new tab. */
export function certificationPrintPath(ticketKey: string, type: string): string {
  return `/app/user/klasses/certification?${new URLSearchParams({ key: ticketKey, type }).toString()}`;
}
