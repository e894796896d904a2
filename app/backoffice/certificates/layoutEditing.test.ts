/**
 * The layout editor's rules (issue 32): undo / redo (a drag is one step, a run of typing in one
 * field too), snapping to guides, items added once per key in the middle of the sheet, typed
 * numbers applied only when whole, in range and on the sheet, and the draft that brings unsaved
 * work back after a reload (or says it could not be kept).
 */
import { describe, expect, it } from 'vitest';
import { certificateRuleMessages } from '@app/shared/api/contract/adminCertificateRules';
import type { CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import {
  addableKeys,
  commitFrom,
  draftStorageKey,
  endTyping,
  moveItem,
  newItem,
  readDraft,
  readNumericField,
  recordStep,
  recordTyping,
  redo,
  showOnly,
  snapMove,
  SNAP_DISTANCE,
  startHistory,
  undo,
  writeDraft,
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

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('history', () => {
  it('undoes and redoes each step; a new step drops what was undone', () => {
    const renamed = recordStep(startHistory(doc), { ...doc, name: '새 이름' });
    const moved = recordStep(renamed, moveItem(renamed.present, 'seal', { x: 10, y: 10 }));
    expect(undo(moved).present.name).toBe('새 이름');
    expect(undo(undo(moved)).present).toEqual(doc);
    expect(redo(undo(moved)).present.layout[0]?.position).toEqual({ x: 10, y: 10 });
    expect(recordStep(undo(moved), { ...doc, title: '이수증' }).future).toEqual([]);
  });

  it('records nothing for a change that changes nothing', () => {
    const history = startHistory(doc);
    expect(recordStep(history, { ...doc })).toBe(history);
  });

  it('a drag of many moves is one step back to where it started, kept on the sheet', () => {
    const start = startHistory(doc);
    let dragging = showOnly(start, moveItem(doc, 'seal', { x: 460, y: 640 }));
    dragging = showOnly(dragging, moveItem(dragging.present, 'seal', { x: 900, y: 650 }));
    const done = commitFrom(dragging, doc);
    expect(done.present.layout[0]?.position).toEqual({ x: 530, y: 650 });
    expect(done.past).toHaveLength(1);
    expect(undo(done).present).toEqual(doc);
  });
});

describe('typing', () => {
  it('consecutive keystrokes in one field are one undo step; another field or leaving it starts a new one', () => {
    let history = startHistory(doc);
    for (const name of ['기', '기본', '기본 수']) history = recordTyping(history, { ...history.present, name }, 'name');
    expect(history.past).toHaveLength(1);
    expect(undo(history).present.name).toBe('기본 수료증');
    history = recordTyping(history, { ...history.present, title: '이수증' }, 'title');
    expect(history.past).toHaveLength(2);
    history = recordTyping(endTyping(history), { ...history.present, title: '이수증서' }, 'title');
    expect(history.past).toHaveLength(3);
    expect(undo(history).present.title).toBe('이수증');
  });

  it('after an undo the next keystroke is a new step, not a change to the undone one', () => {
    const typed = recordTyping(startHistory(doc), { ...doc, name: '새' }, 'name');
    const again = recordTyping(undo(typed), { ...doc, name: '다른' }, 'name');
    expect(again.past).toEqual([doc]);
    expect(again.future).toEqual([]);
  });
});

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
  it('keeps unsaved work with its base version and reads it back', () => {
    const storage = memoryStorage();
    const work = { ...doc, name: '고친 이름' };
    writeDraft(storage, 'cert-001', { baseVersion: 3, doc: work }, doc);
    expect(readDraft(storage, 'cert-001')).toEqual({ baseVersion: 3, doc: work });
  });

  it('forgets the draft once the work is what was saved; ignores an unreadable one', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'cert-001', { baseVersion: 3, doc: { ...doc, name: '고친 이름' } }, doc);
    writeDraft(storage, 'cert-001', { baseVersion: 4, doc }, doc);
    expect(storage.items.has(draftStorageKey('cert-001'))).toBe(false);
    storage.setItem(draftStorageKey('cert-002'), '{"baseVersion":"x"');
    expect(readDraft(storage, 'cert-002')).toBeNull();
  });

  it('says when the browser would not keep the draft, and drops the older one it holds', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'cert-001', { baseVersion: 3, doc: { ...doc, name: '고친 이름' } }, doc);
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeDraft(full, 'cert-001', { baseVersion: 3, doc: { ...doc, name: '더 고친 이름' } }, doc)).toBe(false);
    expect(readDraft(storage, 'cert-001')).toBeNull();
    expect(writeDraft(storage, 'cert-001', { baseVersion: 3, doc: { ...doc, name: '고친 이름' } }, doc)).toBe(true);
  });
});
