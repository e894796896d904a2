/**
 * The curriculum editor in React (issue 44), over curriculumWork.ts: commands are shown at once and
 * sent one after another through a react-query mutation (so pending undoable changes go first and
 * the browser's other tabs hear of the change), each carrying the version the one before left. A
 * stale answer stops the queue, reads the latest draft and waits for the person to re-apply or drop
 * what waits; a failed call waits to be sent again; nothing typed or pressed is lost meanwhile. The
 * queue and the typed text are kept in the browser with the kit's draft store at every change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CurriculumCommand, CurriculumDraft } from '@app/shared/api/contract/adminMaster';
import { curriculumErrorCodes } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { announces } from '@app/shared/sync/querySync';
import { defineDraftStore, isWholeVersion } from '../../kit/editor/draftStore';
import { noteDraftKept, useDraftKept } from '../../kit/editor/useEditorDocument';
import { readSaveFailure } from '../../kit/forms/saveOutcome';
import { adminMasterKeys, fetchCurriculumDraft, LEARNER_CLASSES_AREA, publishCurriculum, sendCurriculumCommand } from '../api';
import { editorReducer, emptyWork, isCurriculumWork, shownChapters, startEditor, type Blocked, type LessonFormValues } from './curriculumWork';

export const curriculumDrafts = defineDraftStore({ prefix: 'klass.backoffice.curriculumWork.', isDoc: isCurriculumWork, isVersion: isWholeVersion });

/** How a refused command is read: the area's codes first, then the kit's stale / failed reading. */
function blockOf(error: unknown): Blocked | 'refused' {
  if (isApiError(error) && error.code === curriculumErrorCodes.curriculumTargetMissing.code) return 'missing';
  if (isApiError(error) && error.code === curriculumErrorCodes.curriculumCommandRefused.code) return 'refused';
  return readSaveFailure(error, { staleCode: curriculumErrorCodes.curriculumStale.code }).problem === 'stale' ? 'stale' : 'failed';
}

export function useCurriculumEditor(initial: CurriculumDraft) {
  const { klassId } = initial;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    startEditor(initial, curriculumDrafts.read(window.localStorage, klassId)),
  );
  const inFlight = useRef(false);
  const draftKey = adminMasterKeys.draft(klassId);
  const meta = announces(adminMasterKeys.all, LEARNER_CLASSES_AREA);

  const command = useMutation({
    mutationFn: (body: { currentVersion: number; command: CurriculumCommand }) => sendCurriculumCommand(klassId, body),
    meta,
  });
  const publishing = useMutation({ mutationFn: (currentVersion: number) => publishCurriculum(klassId, currentVersion), meta });

  const latest = async () => {
    const fresh = await fetchCurriculumDraft(klassId);
    queryClient.setQueryData(draftKey, fresh);
    dispatch({ type: 'latest', draft: fresh });
  };

  const next = state.work.queue[0];
  const sendNext = useEffectEvent(() => {
    if (!next || state.blocked !== null || inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'send' });
    command.mutate(
      { currentVersion: state.draft.currentVersion, command: next.command },
      {
        onSuccess: (answer) => {
          inFlight.current = false;
          queryClient.setQueryData(draftKey, answer);
          dispatch({ type: 'taken', answer });
        },
        onError: (error) => {
          inFlight.current = false;
          const block = blockOf(error);
          if (block === 'refused') {
            dispatch({ type: 'refused' });
            return;
          }
          dispatch({ type: 'blocked', reason: block });
          // Not read (offline, say): the next send is told stale again, and reads it then.
          if (block === 'stale' || block === 'missing') latest().catch(() => undefined);
        },
      },
    );
  });
  // A new head of the queue, a block lifted or a new version: the next command may go.
  useEffect(() => sendNext(), [next, state.blocked, state.draft.currentVersion]);

  // The queue and the typed text, kept at every change; forgotten once there is none.
  // The same functions every render: the chapters and lessons are memoised on them.
  const actions = useMemo(
    () => ({
      press: (pressed: CurriculumCommand) => dispatch({ type: 'press', command: pressed }),
      undo: () => dispatch({ type: 'undo' }),
      resume: () => dispatch({ type: 'resume' }),
      drop: () => dispatch({ type: 'drop' }),
      type: (field: string, value: string) => dispatch({ type: 'type', field, value }),
      forget: (field: string) => dispatch({ type: 'forget', field }),
      lessonForm: (lessonKey: string, values: LessonFormValues | null) => dispatch({ type: 'lessonForm', lessonKey, values }),
    }),
    [],
  );

  const storageKey = curriculumDrafts.key(klassId);
  useEffect(() => {
    noteDraftKept(storageKey, curriculumDrafts.write(window.localStorage, klassId, { baseVersion: state.draft.currentVersion, doc: state.work }, emptyWork));
  }, [storageKey, klassId, state.work, state.draft.currentVersion]);
  const draftKept = useDraftKept(storageKey);

  return {
    draft: state.draft,
    chapters: shownChapters(state),
    work: state.work,
    blocked: state.blocked,
    waiting: state.work.queue.length,
    sending: state.sending,
    restored: state.restored,
    refused: state.refused,
    /** False when the browser would not keep the work: a reload would lose it. */
    draftKept,
    last: state.last,
    actions,
    /**
     * Publishes the draft as it is now; a stale one reads the latest and says so. One lesson the
     * class room could not show (a video lesson without its video) is refused, naming its key.
     */
    publish: async (): Promise<'published' | 'stale' | 'failed' | { refusedLessonKey: string }> => {
      try {
        const answer = await publishing.mutateAsync(state.draft.currentVersion);
        queryClient.setQueryData(draftKey, answer);
        dispatch({ type: 'latest', draft: answer });
        return 'published';
      } catch (error) {
        const block = blockOf(error);
        if (block === 'refused' && isApiError(error) && typeof error.data?.key === 'string') return { refusedLessonKey: error.data.key };
        if (block !== 'stale') return 'failed';
        await latest().catch(() => undefined);
        return 'stale';
      }
    },
    publishing: publishing.isPending,
  };
}
