/**
 * The curriculum editor's work (issue 44): commands shown at once and taken one by one, the undo
 * of the last command taken (an undo is not undone in turn), a stale answer keeping what waits and
 * what was typed until the person re-applies or drops it, and the typed text kept apart from it.
 */
import { describe, expect, it } from 'vitest';
import type { CurriculumDraft } from '@app/shared/api/contract/adminMaster';
import { applyCommand } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { editorReducer, isCurriculumWork, shownChapters, startEditor, type EditorEvent, type EditorState } from './curriculumWork';

const draft: CurriculumDraft = {
  klassId: 'klass-1',
  klassTitle: '클래스',
  currentVersion: 3,
  chapters: [
    { key: 'c1', title: '1장', lessons: [] },
    { key: 'c2', title: '2장', lessons: [] },
  ],
  publishedVersion: null,
  publishedAt: null,
};

const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state);
/** What the server answers once it took `state`'s first command. */
function answerTo(state: EditorState): CurriculumDraft {
  const first = state.work.queue[0];
  if (!first) throw new Error('nothing waits');
  return { ...state.draft, currentVersion: state.draft.currentVersion + 1, chapters: applyCommand(state.draft.chapters, first.command) };
}
const take = (state: EditorState) => editorReducer(editorReducer(state, { type: 'send' }), { type: 'taken', answer: answerTo(state) });

describe('curriculum editor work', () => {
  it('shows a pressed command at once, before the server takes it', () => {
    const state = run(startEditor(draft, null), { type: 'press', command: { type: 'MOVE_CHAPTER', chapterKey: 'c2', to: 0 } });
    expect(shownChapters(state).map((chapter) => chapter.key)).toEqual(['c2', 'c1']);
    expect(state.draft.chapters.map((chapter) => chapter.key)).toEqual(['c1', 'c2']);
  });

  it('"undo of the last command": the inverse is sent as a command of its own, and is not undone in turn', () => {
    let state = run(startEditor(draft, null), { type: 'press', command: { type: 'RENAME_CHAPTER', chapterKey: 'c1', title: '첫 장' } });
    state = take(state);
    expect(state.last?.inverse).toEqual({ type: 'RENAME_CHAPTER', chapterKey: 'c1', title: '1장' });
    state = run(state, { type: 'undo' });
    expect(state.last).toBeNull();
    expect(state.work.queue).toEqual([{ command: { type: 'RENAME_CHAPTER', chapterKey: 'c1', title: '1장' }, isUndo: true }]);
    state = take(state);
    expect(state.draft.chapters[0]?.title).toBe('1장');
    expect(state.last).toBeNull();
  });

  it('a stale answer keeps what waits and what was typed; the latest draft is shown under it; drop forgets only the queue', () => {
    let state = run(
      startEditor(draft, null),
      { type: 'type', field: 'newChapter', value: '쓰던 제목' },
      { type: 'press', command: { type: 'RENAME_CHAPTER', chapterKey: 'c2', title: '둘째' } },
      { type: 'send' },
      { type: 'blocked', reason: 'stale' },
    );
    const latest = { ...draft, currentVersion: 5, chapters: [...draft.chapters, { key: 'c9', title: '다른 사람이 추가', lessons: [] }] };
    state = run(state, { type: 'latest', draft: latest });
    expect(state.blocked).toBe('stale');
    expect(shownChapters(state).map((chapter) => chapter.title)).toEqual(['1장', '둘째', '다른 사람이 추가']);
    expect(state.work.texts.newChapter).toBe('쓰던 제목');
    expect(run(state, { type: 'resume' }).blocked).toBeNull();
    const dropped = run(state, { type: 'drop' });
    expect(dropped.work.queue).toEqual([]);
    expect(dropped.work.texts.newChapter).toBe('쓰던 제목');
  });

  it('comes back from the browser with what waited and what was typed, and says so', () => {
    const kept = { queue: [], texts: { 'chapter:c1': '고치던 이름' }, lessons: {} };
    expect(isCurriculumWork(kept)).toBe(true);
    expect(isCurriculumWork({ queue: 'broken' })).toBe(false);
    expect(startEditor(draft, { baseVersion: 3, doc: kept }).restored).toBe(true);
    expect(startEditor(draft, { baseVersion: 3, doc: { queue: [], texts: {}, lessons: {} } }).restored).toBe(false);
  });

  it('commands kept from an older version wait as after a stale answer; from this version they go', () => {
    const queue = [{ command: { type: 'DELETE_CHAPTER' as const, chapterKey: 'c2' }, isUndo: false }];
    expect(startEditor(draft, { baseVersion: 2, doc: { queue, texts: {}, lessons: {} } }).blocked).toBe('stale');
    expect(startEditor(draft, { baseVersion: 3, doc: { queue, texts: {}, lessons: {} } }).blocked).toBeNull();
  });
});
