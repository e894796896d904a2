/**
 * Certificate geometry (spec learner.md §3 Certificate layout, §9 logo 250×40 at 10%, seal 70×70),
 * and the layout editor's rules built on it (issue 32): bounds, the arrow-key nudge, the JSON form.
 */
import { describe, expect, it } from 'vitest';
import { certificateSchema, type CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import {
  certificationPrintPath,
  isInBounds,
  itemBox,
  keepInBounds,
  layoutToJson,
  nudgeItem,
  placeItem,
  SHEET_HEIGHT,
  SHEET_WIDTH,
} from './sheetGeometry';

const item = (overrides: Partial<CertificateLayoutItem>): CertificateLayoutItem => ({
  id: 'i',
  type: 'TEXT',
  key: 'title',
  position: { x: 60, y: 212 },
  size: { width: 480 },
  fontFamily: 'Noto Serif KR',
  fontSize: 36,
  ...overrides,
});

describe('placeItem', () => {
  it('places a text item by shares of the 600 × 848 sheet, font scaled with the sheet width', () => {
    expect(placeItem(item({}))).toMatchObject({
      left: '10.0000%',
      top: '25.0000%',
      width: '80.0000%',
      fontSize: '6.0000cqw',
      fontFamily: 'Noto Serif KR',
      aspectRatio: null,
      opacity: 1,
    });
  });

  it('the service logo is 250 × 40 at 10% opacity, whatever width the layout gives it', () => {
    const logo = placeItem(item({ type: 'IMAGE', key: 'logo', size: { width: 90 }, fontSize: null }));
    // 250 of the 600 px sheet, 40 high.
    expect(logo.width).toBe('41.6667%');
    expect(logo.aspectRatio).toBe(250 / 40);
    expect(logo.opacity).toBe(0.1);
    expect(logo.fontSize).toBeNull();
  });

  it('the seal is 70 × 70 and opaque, whatever width the layout gives it', () => {
    const seal = placeItem(item({ type: 'IMAGE', key: 'officialSeal', size: { width: 0 }, fontSize: null }));
    expect(seal).toMatchObject({ width: '11.6667%', aspectRatio: 1, opacity: 1 });
  });
});

describe('certificationPrintPath', () => {
  it('is /app/user/klasses/certification?key={ticketKey}&type={type}', () => {
    expect(certificationPrintPath('kt-active', 'KLASS')).toBe('/app/user/klasses/certification?key=kt-active&type=KLASS');
  });
});

const seal = item({ id: 'seal', type: 'IMAGE', key: 'officialSeal', position: { x: 450, y: 630 }, size: { width: 70 }, fontFamily: null, fontSize: null });

describe('itemBox and bounds', () => {
  it('an image is its fixed size; a text item is one line of its font size high (1.3)', () => {
    expect(itemBox(seal)).toEqual({ x: 450, y: 630, width: 70, height: 70 });
    expect(itemBox(item({ fontSize: 20 }))).toEqual({ x: 60, y: 212, width: 480, height: 26 });
  });

  it('keeps an item whole on the 600 × 848 sheet, in whole pixels', () => {
    expect(keepInBounds({ ...seal, position: { x: 590, y: -4 } }).position).toEqual({ x: SHEET_WIDTH - 70, y: 0 });
    expect(keepInBounds({ ...seal, position: { x: 10.6, y: 900 } }).position).toEqual({ x: 11, y: SHEET_HEIGHT - 70 });
    const wide = keepInBounds(item({ size: { width: 900 }, fontSize: 200 }));
    expect(wide.size.width).toBe(SHEET_WIDTH);
    expect(wide.fontSize).toBe(96);
    expect(wide.position.x).toBe(0);
  });

  it('isInBounds is true exactly when keepInBounds would change nothing', () => {
    expect(isInBounds(seal)).toBe(true);
    expect(isInBounds({ ...seal, position: { x: 531, y: 630 } })).toBe(false);
    expect(isInBounds({ ...seal, position: { x: 530, y: 778 } })).toBe(true);
    expect(isInBounds({ ...seal, position: { x: 450.5, y: 630 } })).toBe(false);
  });
});

describe('nudgeItem: arrow keys move 1 px, 10 px with Shift, never off the sheet', () => {
  it('moves by one pixel in each direction', () => {
    expect(nudgeItem(seal, 'right', false).position).toEqual({ x: 451, y: 630 });
    expect(nudgeItem(seal, 'left', false).position).toEqual({ x: 449, y: 630 });
    expect(nudgeItem(seal, 'up', false).position).toEqual({ x: 450, y: 629 });
    expect(nudgeItem(seal, 'down', false).position).toEqual({ x: 450, y: 631 });
  });

  it('moves ten with Shift, and stops at the edge', () => {
    expect(nudgeItem(seal, 'down', true).position).toEqual({ x: 450, y: 640 });
    expect(nudgeItem({ ...seal, position: { x: 525, y: 3 } }, 'right', true).position).toEqual({ x: 530, y: 3 });
    expect(nudgeItem({ ...seal, position: { x: 525, y: 3 } }, 'up', true).position).toEqual({ x: 525, y: 0 });
  });
});

describe('layoutToJson: the JSON list the learner reads', () => {
  const text = item({ id: 'note', key: 'freeText', text: '성실히 이수했어요' });

  it('is read back by the contract as the same layout, as a list or as the JSON string a backend may send', () => {
    const layout = [seal, item({}), text];
    const json = layoutToJson(layout);
    const base = { ticketKey: 'kt-1', type: 'KLASS' as const, templateImageUrl: '/t.svg', layoutItem: {} };
    expect(certificateSchema.parse({ ...base, layout: json }).layout).toEqual(layout);
    expect(certificateSchema.parse({ ...base, layout: JSON.parse(json) as unknown }).layout).toEqual(layout);
  });

  it('writes text only on a free text item, fields in one order (the same layout is the same string)', () => {
    const [written] = JSON.parse(layoutToJson([{ ...seal, text: 'stray' }])) as Record<string, unknown>[];
    expect(written && Object.keys(written)).toEqual(['id', 'type', 'key', 'position', 'size', 'fontFamily', 'fontSize']);
    const reordered: CertificateLayoutItem = {
      text: text.text,
      fontSize: text.fontSize,
      fontFamily: text.fontFamily,
      size: text.size,
      position: text.position,
      key: text.key,
      type: text.type,
      id: text.id,
    };
    expect(layoutToJson([reordered])).toBe(layoutToJson([text]));
  });
});
