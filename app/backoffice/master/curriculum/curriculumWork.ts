/**
 * The curriculum editor's work, framework-free (issue 44): the draft as the server last answered
 * it, the commands pressed but not yet taken by the server (shown at once, sent one after another,
 * each from the version the one before left), what stopped them (a stale version, a failed call, a
 * target gone), the last command taken with its inverse (the undo), and the text being typed that
 * is not a command yet. Only the queue and the typed text are kept in the browser (the kit's
 * draftStore), so a reload brings back both; the draft itself is the server's.
 *
 * Why not the kit's history of documents (editHistory.ts): the document lives on the server and
 * another editor changes it too, so an undo is a command of its own sent over the current version
 * (taking back only this person's last command), not a step back to a document from before.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import type { CurriculumCommand, CurriculumDraft, DraftChapter, LessonStatus } from '@app/shared/api/contract/adminMaster';
import { applyCommand, CommandRefusal, inverseOf } from '@app/shared/api/contract/adminMasterCurriculumRules';

/** A lesson form as typed: numbers as the fields hold them, read when it is saved. */
export interface LessonFormValues {
  title: string;
  description: string;
  status: LessonStatus;
  previewSeconds: string;
  questionCount: string;
  passScore: string;
}

/** A command waiting to be taken; an undo's own command is not undone in turn. */
export interface QueuedCommand {
  command: CurriculumCommand;
  isUndo: boolean;
}

/** What is kept in the browser: the commands not taken yet and the text typed. */
export interface CurriculumWork {
  queue: QueuedCommand[];
  /** Text fields by the editor's name for them (`chapter:<key>`, `newChapter`, `newLesson:<key>`). */
  texts: Record<string, string>;
  /** Open lesson forms by lesson key. */
  lessons: Record<string, LessonFormValues>;
}

export const emptyWork: CurriculumWork = { queue: [], texts: {}, lessons: {} };

/** Why the queue stopped: it waits for the person (re-apply, send again, or drop). */
export type Blocked = 'stale' | 'failed' | 'missing';

export interface EditorState {
  draft: CurriculumDraft;
  work: CurriculumWork;
  blocked: Blocked | null;
  /** The command sent now; the queue's first, taken out once answered. */
  sending: boolean;
  /** The last command taken, and the command that takes it back. */
  last: { command: CurriculumCommand; inverse: CurriculumCommand } | null;
  /** The draft came back with work from the browser. */
  restored: boolean;
  /** The server refused the last command for good (dropped); said until the next one is pressed. */
  refused: boolean;
}

export type EditorEvent =
  | { type: 'press'; command: CurriculumCommand }
  | { type: 'undo' }
  | { type: 'send' }
  | { type: 'taken'; answer: CurriculumDraft }
  | { type: 'blocked'; reason: Blocked }
  /** A command the server will never take (a taken key, a place not there): dropped. */
  | { type: 'refused' }
  /** The draft as the server holds it now (after a stale answer, a publish). */
  | { type: 'latest'; draft: CurriculumDraft }
  | { type: 'resume' }
  /** Drop what waits: all of it after a stale answer, the first command when its target is gone. */
  | { type: 'drop' }
  | { type: 'type'; field: string; value: string }
  | { type: 'forget'; field: string }
  | { type: 'lessonForm'; lessonKey: string; values: LessonFormValues | null };

/**
 * The editor as it opens: with the work the browser kept, if any. Commands kept from another
 * version of the draft wait as after a stale answer: someone changed it since, and the person
 * chooses to re-apply them over what is there now.
 */
export function startEditor(draft: CurriculumDraft, kept: { baseVersion: number; doc: CurriculumWork } | null): EditorState {
  const work = kept?.doc ?? emptyWork;
  const restored = work.queue.length > 0 || Object.keys(work.texts).length > 0 || Object.keys(work.lessons).length > 0;
  const blocked = work.queue.length > 0 && kept?.baseVersion !== draft.currentVersion ? 'stale' : null;
  return { draft, work, blocked, sending: false, last: null, restored, refused: false };
}

function withoutKey<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  const { work } = state;
  switch (event.type) {
    case 'press':
      return { ...state, refused: false, work: { ...work, queue: [...work.queue, { command: event.command, isUndo: false }] } };
    case 'undo':
      return state.last ? { ...state, last: null, work: { ...work, queue: [...work.queue, { command: state.last.inverse, isUndo: true }] } } : state;
    case 'send':
      return { ...state, sending: true };
    case 'taken': {
      const [taken, ...rest] = work.queue;
      if (!taken) return { ...state, sending: false, draft: sharing(state, event.answer) };
      // The inverse is read from the draft the command was applied to: the server's, just before.
      const inverse = taken.isUndo ? null : safeInverse(state.draft.chapters, taken.command);
      return {
        ...state,
        sending: false,
        draft: sharing(state, event.answer),
        work: { ...work, queue: rest },
        last: inverse ? { command: taken.command, inverse } : state.last,
      };
    }
    case 'blocked':
      return { ...state, sending: false, blocked: event.reason };
    case 'refused':
      return { ...state, sending: false, refused: true, work: { ...work, queue: work.queue.slice(1) } };
    case 'latest':
      // Another editor's change is not this person's to undo.
      return { ...state, draft: sharing(state, event.draft), last: null };
    case 'resume':
      return { ...state, blocked: null };
    case 'drop':
      return {
        ...state,
        blocked: null,
        work: { ...work, queue: state.blocked === 'missing' ? work.queue.slice(1) : [] },
      };
    case 'type':
      return { ...state, work: { ...work, texts: { ...work.texts, [event.field]: event.value } } };
    case 'forget':
      return { ...state, work: { ...work, texts: withoutKey(work.texts, event.field) } };
    case 'lessonForm':
      return {
        ...state,
        work: { ...work, lessons: event.values ? { ...work.lessons, [event.lessonKey]: event.values } : withoutKey(work.lessons, event.lessonKey) },
      };
  }
}

/**
 * The server's answer, holding the very chapter and lesson objects already shown where they are
 * the same: a command's answer then redraws only what it changed (a move of one lesson in 500
 * redrew every row, a second of work on a slow machine, when each answer came as new objects).
 */
function sharing(state: Pick<EditorState, 'draft' | 'work'>, answer: CurriculumDraft): CurriculumDraft {
  return { ...answer, chapters: replaceEqualDeep(shownChapters(state), answer.chapters) };
}

function safeInverse(chapters: readonly DraftChapter[], command: CurriculumCommand): CurriculumCommand | null {
  try {
    return inverseOf(chapters, command);
  } catch {
    return null;
  }
}

/** What the screen shows: the server's draft with the commands not taken yet applied, those that still apply. */
export function shownChapters(state: Pick<EditorState, 'draft' | 'work'>): DraftChapter[] {
  return state.work.queue.reduce<DraftChapter[]>((chapters, { command }) => {
    try {
      return applyCommand(chapters, command);
    } catch (error) {
      if (error instanceof CommandRefusal) return chapters;
      throw error;
    }
  }, state.draft.chapters);
}

/** Whether a stored value reads as this editor's work (an older shape is ignored, never half-used). */
export function isCurriculumWork(value: unknown): value is CurriculumWork {
  if (typeof value !== 'object' || value === null) return false;
  const { queue, texts, lessons } = value as Partial<CurriculumWork>;
  return Array.isArray(queue) && typeof texts === 'object' && texts !== null && typeof lessons === 'object' && lessons !== null;
}
