/**
 * The curriculum draft's command rules (backoffice.md §4 "a draft changed by commands carrying
 * currentVersion"; issue 44): what each command does, what it refuses without changing anything,
 * that every command's inverse brings the draft back, and the keyboard steps across chapters.
 */
import { describe, expect, it } from 'vitest';
import type { CurriculumCommand, DraftChapter, DraftLesson } from './adminMaster';
import { applyCommand, chapterStep, CommandRefusal, CURRICULUM_CHAPTERS_MAX, inverseOf, lessonStep } from './adminMasterCurriculumRules';

const lesson = (key: string, title = key): DraftLesson => ({
  key,
  kind: 'text',
  title,
  description: '',
  status: 'PUBLIC',
  previewSeconds: 0,
  quiz: null,
});

const draft: DraftChapter[] = [
  { key: 'c1', title: '1장', lessons: [lesson('a'), lesson('b')] },
  { key: 'c2', title: '2장', lessons: [lesson('c')] },
  { key: 'c3', title: '3장', lessons: [] },
];

const keysOf = (chapters: readonly DraftChapter[]) => chapters.map((chapter) => `${chapter.key}:${chapter.lessons.map((item) => item.key).join(',')}`);

describe('applyCommand', () => {
  it('adds, renames, moves and deletes chapters; a chapter comes back with its lessons', () => {
    const added = applyCommand(draft, { type: 'ADD_CHAPTER', at: 1, chapter: { key: 'new', title: '새 장', lessons: [] } });
    expect(keysOf(added)).toEqual(['c1:a,b', 'new:', 'c2:c', 'c3:']);
    expect(applyCommand(draft, { type: 'RENAME_CHAPTER', chapterKey: 'c2', title: '둘째 장' })[1]?.title).toBe('둘째 장');
    expect(keysOf(applyCommand(draft, { type: 'MOVE_CHAPTER', chapterKey: 'c1', to: 2 }))).toEqual(['c2:c', 'c3:', 'c1:a,b']);
    expect(keysOf(applyCommand(draft, { type: 'DELETE_CHAPTER', chapterKey: 'c1' }))).toEqual(['c2:c', 'c3:']);
  });

  it('moves a lesson within its chapter and into another, `to` counted once it is taken out', () => {
    expect(keysOf(applyCommand(draft, { type: 'MOVE_LESSON', lessonKey: 'a', chapterKey: 'c1', to: 1 }))).toEqual(['c1:b,a', 'c2:c', 'c3:']);
    expect(keysOf(applyCommand(draft, { type: 'MOVE_LESSON', lessonKey: 'b', chapterKey: 'c3', to: 0 }))).toEqual(['c1:a', 'c2:c', 'c3:b']);
  });

  it('edits a lesson’s fields and keeps its key and kind', () => {
    const fields = { title: '바뀐 제목', description: '설명', status: 'PRIVATE', previewSeconds: 30, quiz: null } as const;
    const edited = applyCommand(draft, { type: 'EDIT_LESSON', lessonKey: 'c', fields });
    expect(edited[1]?.lessons[0]).toEqual({ ...lesson('c'), ...fields });
  });

  it('"a command naming a chapter or lesson the draft no longer has is refused, never half-applied"', () => {
    const commands: CurriculumCommand[] = [
      { type: 'DELETE_LESSON', lessonKey: 'gone' },
      { type: 'MOVE_LESSON', lessonKey: 'a', chapterKey: 'gone', to: 0 },
      { type: 'RENAME_CHAPTER', chapterKey: 'gone', title: '없음' },
    ];
    for (const command of commands) {
      expect(() => applyCommand(draft, command)).toThrow(CommandRefusal);
      expect(() => applyCommand(draft, command)).toThrow(expect.objectContaining({ reason: 'missing' }));
    }
    expect(keysOf(draft)).toEqual(['c1:a,b', 'c2:c', 'c3:']);
  });

  it('refuses a key already in the draft (a chapter’s or a lesson’s), a place that is not there, and a 101st chapter', () => {
    expect(() => applyCommand(draft, { type: 'ADD_LESSON', chapterKey: 'c3', at: 0, lesson: lesson('c1') })).toThrow(expect.objectContaining({ reason: 'refused' }));
    expect(() => applyCommand(draft, { type: 'ADD_LESSON', chapterKey: 'c3', at: 1, lesson: lesson('z') })).toThrow(expect.objectContaining({ reason: 'refused' }));
    expect(() => applyCommand(draft, { type: 'MOVE_CHAPTER', chapterKey: 'c1', to: 3 })).toThrow(expect.objectContaining({ reason: 'refused' }));
    const full = Array.from({ length: CURRICULUM_CHAPTERS_MAX }, (_, index) => ({ key: `k${index}`, title: `${index}`, lessons: [] }));
    expect(() => applyCommand(full, { type: 'ADD_CHAPTER', at: 0, chapter: { key: 'one-more', title: '하나 더', lessons: [] } })).toThrow(CommandRefusal);
  });
});

describe('inverseOf: the undo of the last command', () => {
  const commands: CurriculumCommand[] = [
    { type: 'ADD_CHAPTER', at: 3, chapter: { key: 'n', title: '새 장', lessons: [] } },
    { type: 'RENAME_CHAPTER', chapterKey: 'c1', title: '첫 장' },
    { type: 'DELETE_CHAPTER', chapterKey: 'c1' },
    { type: 'MOVE_CHAPTER', chapterKey: 'c3', to: 0 },
    { type: 'ADD_LESSON', chapterKey: 'c2', at: 1, lesson: lesson('d') },
    { type: 'EDIT_LESSON', lessonKey: 'a', fields: { title: '새 제목', description: '', status: 'PRIVATE', previewSeconds: 10, quiz: null } },
    { type: 'DELETE_LESSON', lessonKey: 'b' },
    { type: 'MOVE_LESSON', lessonKey: 'a', chapterKey: 'c2', to: 1 },
  ];
  it.each(commands)('$type applied then its inverse gives the draft back', (command) => {
    const after = applyCommand(draft, command);
    expect(applyCommand(after, inverseOf(draft, command))).toEqual(draft);
  });
});

describe('keyboard steps', () => {
  it('moves a lesson past its chapter’s edge into the end of the one before or the start of the one after', () => {
    expect(lessonStep(draft, 'a', 'down')).toEqual({ type: 'MOVE_LESSON', lessonKey: 'a', chapterKey: 'c1', to: 1 });
    expect(lessonStep(draft, 'b', 'down')).toEqual({ type: 'MOVE_LESSON', lessonKey: 'b', chapterKey: 'c2', to: 0 });
    expect(lessonStep(draft, 'c', 'up')).toEqual({ type: 'MOVE_LESSON', lessonKey: 'c', chapterKey: 'c1', to: 2 });
    expect(lessonStep(draft, 'c', 'down')).toEqual({ type: 'MOVE_LESSON', lessonKey: 'c', chapterKey: 'c3', to: 0 });
  });

  it('has no step past the curriculum’s ends', () => {
    expect(lessonStep(draft, 'a', 'up')).toBeNull();
    expect(lessonStep([{ key: 'only', title: '장', lessons: [lesson('x')] }], 'x', 'down')).toBeNull();
    expect(chapterStep(draft, 'c1', 'up')).toBeNull();
    expect(chapterStep(draft, 'c3', 'down')).toBeNull();
    expect(chapterStep(draft, 'c2', 'up')).toEqual({ type: 'MOVE_CHAPTER', chapterKey: 'c2', to: 0 });
  });
});
