/**
 * The layout editor's rules (issue 32): snapping to guides, items added once per key in the middle
 * of the sheet, typed numbers applied only when whole, in range and on the sheet, and the shape of
 * its draft. Undo / redo and the draft's storage are the editor kit's (kit/editor/*.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { certificateRuleMessages } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import {
  addableKeys,
  certificateDrafts,
  newItem,
  readNumericField,
  snapMove,
  SNAP_DISTANCE,
  type EditorDoc,
} from './layoutEditing';

const seal: CertificateLayoutItem = {
  id: 'seal',
  type: 'IMAGE',
  key: 'officialSeal',
  position: { x: 450, y: 630 },
  size: { width: 70 },
  fontFamily: null,
  fontSize: null,
};
const doc: EditorDoc = { name: '기본 수료증', title: '수료증', template: { url: '/t.svg', fileId: null }, layout: [seal] };

/** A storage holding one value (a draft is only read here). */
const holding = (key: string, value: unknown) => ({ getItem: (asked: string) => (asked === key ? JSON.stringify(value) : null) });

describe('snapMove', () => {
  const title: CertificateLayoutItem = { ...newItem('title', 'title', ''), position: { x: 60, y: 190 }, size: { width: 480 } };
  const withTitle: EditorDoc = { ...doc, layout: [seal, title] };

  it('snaps an edge within the distance to another item’s edge and names the guide', () => {
    // The seal's right edge (x + 70) 3 px past the title's right edge (540).
    const moved = snapMove(withTitle, 'seal', { x: 540 - 70 + SNAP_DISTANCE - 1, y: 700 });
    expect(moved.doc.layout[0]?.position).toEqual({ x: 470, y: 700 });
    expect(moved.guides.x).toEqual([540]);
    expect(moved.guides.y).toEqual([]);
  });

  it('snaps the centre to the sheet’s centre line', () => {
    // The seal's centre (x + 35) at 302: moved onto 300.
    const moved = snapMove(withTitle, 'seal', { x: 267, y: 700 });
    expect(moved.doc.layout[0]?.position.x).toBe(265);
    expect(moved.guides.x).toEqual([300]);
  });

  it('leaves a move farther than the distance alone, with no guide', () => {
    const moved = snapMove(withTitle, 'seal', { x: 100, y: 700 });
    expect(moved.doc.layout[0]?.position).toEqual({ x: 100, y: 700 });
    expect(moved.guides).toEqual({ x: [], y: [] });
  });
});

describe('items', () => {
  it('offers each keyed item once, free text always', () => {
    expect(addableKeys([seal], ['officialSeal', 'logo', 'freeText'])).toEqual(['logo', 'freeText']);
  });

  it('a new item sits in the middle: images at their fixed size, text in the first font', () => {
    expect(newItem('logo', 'l', '')).toMatchObject({ type: 'IMAGE', position: { x: 175, y: 404 }, size: { width: 250 } });
    expect(newItem('freeText', 't', '문구')).toMatchObject({ type: 'TEXT', text: '문구', fontFamily: 'Noto Sans KR', fontSize: 20, position: { x: 100, y: 411 } });
  });
});

describe('readNumericField', () => {
  it('applies a whole number that keeps the item on the sheet', () => {
    expect(readNumericField(seal, 'x', '500')).toEqual({ ok: true, item: { ...seal, position: { x: 500, y: 630 } } });
    expect(readNumericField(seal, 'y', ' 12 ')).toMatchObject({ ok: true, item: { position: { x: 450, y: 12 } } });
  });

  it('refuses what is not a whole number, out of range or off the sheet, with the message', () => {
    expect(readNumericField(seal, 'x', '1.5')).toEqual({ ok: false, message: certificateRuleMessages.whole });
    expect(readNumericField(seal, 'x', '')).toEqual({ ok: false, message: certificateRuleMessages.whole });
    expect(readNumericField(seal, 'x', '531')).toEqual({ ok: false, message: certificateRuleMessages.outside });
    const title = newItem('title', 't', '');
    expect(readNumericField(title, 'fontSize', '200')).toEqual({ ok: false, message: certificateRuleMessages.fontSize });
    expect(readNumericField(title, 'width', '10')).toEqual({ ok: false, message: certificateRuleMessages.width });
  });
});

describe('draft', () => {
  it('reads back a certificate’s draft under the key drafts were kept under before the editor kit', () => {
    const storage = holding('klass.backoffice.certificateDraft.cert-001', { baseVersion: 3, doc: { ...doc, name: '고친 이름' } });
    expect(certificateDrafts.read(storage, 'cert-001')).toEqual({ baseVersion: 3, doc: { ...doc, name: '고친 이름' } });
  });

  it('ignores a stored value that is not a certificate layout', () => {
    const storage = holding(certificateDrafts.key('cert-002'), { baseVersion: 3, doc: { name: '이름', layout: [] } });
    expect(certificateDrafts.read(storage, 'cert-002')).toBeNull();
  });
});
