/**
 * Progress reports of a lesson (spec learner.md §4): every play, pause and end is sent with event
 * type PLAY to both consume calls (`POST /consume` for the lesson, `POST /v2/public/consume/klass`
 * for the class, platformType WEB, isOffline false); `isLast` is true for the end. Each call is
 * retried up to 3 times 500 ms apart and given up at once on redundant access, which ends
 * playback. A report that still fails for a network reason goes to the outbox and is sent again
 * when the connection returns (also on the next class-room entry).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LessonType } from '@app/shared/api/contract/inventory';
import { inventoryKeys } from '@app/learner/api/inventory';
import { reportKlassProgress, reportLessonProgress } from '@app/learner/api/classRoom';
import type { KlassRoomTokenHolder } from '../rules/klassRoomTokenHolder';
import { createProgressOutbox, flushWhenOnline, type OutboxEntry } from '../rules/progressOutbox';
import {
  isRedundantAccess,
  isTransientFailure,
  PROGRESS_RETRY,
  realSleep,
  sendWithRetry,
} from '../rules/retryPolicy';

export interface PlayReport {
  lessonKey: string;
  lessonType: LessonType;
  /** The range played since the previous report, in seconds. */
  start: number;
  end: number;
  position: number;
  isLast: boolean;
}

type ReportState = 'idle' | 'saved-for-later' | 'redundant';

function deliver(entry: OutboxEntry): Promise<unknown> {
  return entry.kind === 'lesson' ? reportLessonProgress(entry.body) : reportKlassProgress(entry.body);
}

/** The same entry with a fresher token; two branches so each body keeps its own type. */
function withToken(entry: OutboxEntry, klassRoomToken: string): OutboxEntry {
  return entry.kind === 'lesson'
    ? { ...entry, body: { ...entry.body, klassRoomToken } }
    : { ...entry, body: { ...entry.body, klassRoomToken } };
}

function browserOutbox() {
  return createProgressOutbox(window.localStorage);
}

function entriesFor(klassId: string, token: string, report: PlayReport): OutboxEntry[] {
  const createdAt = new Date().toISOString();
  const { lessonKey, lessonType, start, end, position, isLast } = report;
  const id = `${lessonKey}-${createdAt}-${Math.random().toString(36).slice(2, 8)}`;
  return [
    {
      id: `${id}-lesson`,
      klassId,
      kind: 'lesson',
      body: {
        klassRoomToken: token,
        lessonKey,
        lessonType,
        eventType: 'PLAY',
        createdAt,
        payload: { start, end, position, isLast },
      },
    },
    {
      id: `${id}-klass`,
      klassId,
      kind: 'klass',
      body: {
        klassRoomToken: token,
        eventType: 'PLAY',
        createdAt,
        payload: { platformType: 'WEB', isOffline: false, lessonKey, position, isLast },
      },
    },
  ];
}

export function useProgressReporter(klassId: string, holder: KlassRoomTokenHolder | null) {
  const queryClient = useQueryClient();
  const [state, setStateValue] = useState<ReportState>('idle');
  // Read by reports already on their way (a closing player), which hold an older render's callback.
  const stateRef = useRef<ReportState>('idle');
  const setState = useCallback((next: ReportState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);
  const outbox = useMemo(() => browserOutbox(), []);

  /** Sends with the freshest token of this class room (an old one may have expired meanwhile). */
  const send = useCallback(
    async (entry: OutboxEntry) => {
      if (!holder || entry.klassId !== klassId) return deliver(entry);
      const klassRoomToken = await holder.current();
      return deliver(withToken(entry, klassRoomToken));
    },
    [holder, klassId],
  );

  useEffect(() => {
    if (!holder) return undefined;
    const flush = () => void outbox.flush(send);
    flush();
    return flushWhenOnline(window, flush);
  }, [holder, outbox, send]);

  const report = useCallback(
    async (play: PlayReport) => {
      if (!holder || stateRef.current === 'redundant') return;
      const results = await Promise.allSettled(
        entriesFor(klassId, holder.peek(), play).map(async (entry) => {
          try {
            await sendWithRetry(() => send(entry), {
              ...PROGRESS_RETRY,
              sleep: realSleep,
              stopsRetrying: isRedundantAccess,
            });
          } catch (error) {
            if (isRedundantAccess(error)) setState('redundant');
            else if (isTransientFailure(error)) {
              outbox.add(entry);
              setState('saved-for-later');
            }
            throw error;
          }
        }),
      );
      if (results.some((result) => result.status === 'fulfilled')) {
        // The resume point, completion and watched ranges changed on the server.
        const klass = inventoryKeys.klass(klassId);
        for (const part of ['curriculum', 'lessons', 'completion'] as const) {
          void queryClient.invalidateQueries({ queryKey: [...klass, part] });
        }
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.playTrack(klassId, play.lessonKey) });
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.myKlasses() });
      }
    },
    [holder, klassId, outbox, queryClient, send, setState],
  );

  return { report, state, reset: () => setState('idle') };
}
