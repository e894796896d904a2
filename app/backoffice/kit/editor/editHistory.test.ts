/**
 * The editor kit's history (issue 41): steps, typing runs, gestures, undo / redo and the bound.
 */
import { describe, expect, it } from 'vitest';
import { commitFrom, endTyping, recordStep, recordTyping, redo, showOnly, startHistory, undo } from './editHistory';

interface Doc {
  title: string;
  body: string;
  x: number;
}
const doc: Doc = { title: '홈', body: '', x: 0 };

describe('steps', () => {
  it('undoes and redoes each step; a new step drops what was undone', () => {
    const titled = recordStep(startHistory(doc), { ...doc, title: '메인' });
    const moved = recordStep(titled, { ...titled.present, x: 10 });
    expect(undo(moved).present).toEqual({ ...doc, title: '메인' });
    expect(undo(undo(moved)).present).toEqual(doc);
    expect(redo(undo(moved)).present.x).toBe(10);
    expect(recordStep(undo(moved), { ...doc, body: '본문' }).future).toEqual([]);
  });

  it('records nothing for a change that changes nothing; undo and redo at the ends stay put', () => {
    const history = startHistory(doc);
    expect(recordStep(history, { ...doc })).toBe(history);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    let history = startHistory(doc, 3);
    for (const x of [1, 2, 3, 4, 5]) history = recordStep(history, { ...history.present, x });
    expect(history.past.map((each) => each.x)).toEqual([2, 3, 4]);
    history = undo(undo(undo(history)));
    expect(history.present.x).toBe(2);
    expect(undo(history)).toBe(history);
    expect(redo(redo(redo(history))).present.x).toBe(5);
  });
});

describe('typing', () => {
  it('consecutive keystrokes in one field are one step; another field or leaving it starts a new one', () => {
    let history = startHistory(doc);
    for (const title of ['홈 ', '홈 화', '홈 화면']) history = recordTyping(history, { ...history.present, title }, 'title');
    expect(history.past).toHaveLength(1);
    expect(undo(history).present.title).toBe('홈');
    history = recordTyping(history, { ...history.present, body: '안' }, 'body');
    expect(history.past).toHaveLength(2);
    history = recordTyping(endTyping(history), { ...history.present, body: '안녕' }, 'body');
    expect(history.past).toHaveLength(3);
    expect(undo(history).present.body).toBe('안');
  });

  it('after an undo the next keystroke is a new step, not a change to the undone one', () => {
    const typed = recordTyping(startHistory(doc), { ...doc, title: '새' }, 'title');
    const again = recordTyping(undo(typed), { ...doc, title: '다른' }, 'title');
    expect(again.past).toEqual([doc]);
    expect(again.future).toEqual([]);
  });

  it('another kind of change between keystrokes ends the run', () => {
    let history = recordTyping(startHistory(doc), { ...doc, title: '가' }, 'title');
    history = recordStep(history, { ...history.present, x: 5 });
    history = recordTyping(history, { ...history.present, title: '가나' }, 'title');
    expect(history.past).toHaveLength(3);
  });
});

describe('gestures', () => {
  it('a drag of many moves is one step back to where it started', () => {
    const start = startHistory(doc);
    let dragging = showOnly(start, { ...doc, x: 3 });
    dragging = showOnly(dragging, { ...dragging.present, x: 9 });
    const done = commitFrom(dragging, doc);
    expect(done.present.x).toBe(9);
    expect(done.past).toEqual([doc]);
    expect(undo(done).present).toEqual(doc);
  });

  it('a gesture that ends where it started records nothing', () => {
    const start = startHistory(doc);
    const back = showOnly(showOnly(start, { ...doc, x: 3 }), doc);
    expect(commitFrom(back, doc).past).toEqual([]);
  });
});
