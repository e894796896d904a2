/**
 * What a finished job changed (issue 15 "Job centre"; the gap issue 16 closed with): a job that
 * writes data — a member register, a group import, a bulk invoice file — ends on the server long
 * after the screen that started it stopped waiting, so the lists and totals showing that data are
 * read again when the job centre sees it end, wherever the operator is by then.
 *
 * Each area declares once, beside its query keys (`app/backoffice/api/<area>.ts`), which kinds of
 * its jobs change data and the query keys that show it:
 *
 *   declareJobEffect({ area: 'MEMBER', kinds: ['IMPORT'], queryKeys: [adminMemberListKeys.all] });
 *
 * Declaring beside the keys means a query can only be cached once its declaration has run: an area
 * whose code was never loaded has nothing in the cache to refresh. The job centre asks
 * `queryKeysChangedBy(job)` for every job it announces. Framework-free (the keys are plain arrays),
 * so its rules are unit-tested (jobEffects.test.ts).
 */
import type { Job, JobKind } from '@app/shared/api/contract/adminJob';
import type { OperatorPermission } from '@app/shared/api/contract/permissions';

/** A query key as react-query takes it. */
export type EffectQueryKey = readonly unknown[];

export interface JobEffect {
  /** The job's area (adminJob `area`): jobs of other areas never match. */
  area: OperatorPermission;
  /** The kinds of the area's jobs that change data; an export, say, changes nothing. */
  kinds: readonly JobKind[];
  /** Prefixes of the queries that show what those jobs change. */
  queryKeys: readonly EffectQueryKey[];
}

const declared = new Set<JobEffect>();

/** Declares an area's effect for the app's lifetime (a module's top level runs it once). */
export function declareJobEffect(effect: JobEffect): JobEffect {
  declared.add(effect);
  return effect;
}

/** What the rules read of a job. */
export type EffectJob = Pick<Job, 'area' | 'kind' | 'status' | 'result'>;

/**
 * The query keys to read again now that `job` has ended: those of every effect declared for its
 * area and kind. A job still queued or running changes nothing yet (it is asked again when it
 * ends); one whose counts say no item succeeded changed nothing (an all-or-nothing file refused
 * whole, a job cancelled before its first item). A failed or cancelled job that got part-way did
 * change data, so it counts.
 */
export function queryKeysChangedBy(job: EffectJob, effects: Iterable<JobEffect> = declared): EffectQueryKey[] {
  if (job.status !== 'DONE' && job.status !== 'FAILED' && job.status !== 'CANCELLED') return [];
  if (job.result?.type === 'COUNTS' && job.result.succeeded === 0) return [];
  const keys: EffectQueryKey[] = [];
  for (const effect of effects) {
    if (effect.area === job.area && effect.kinds.includes(job.kind)) keys.push(...effect.queryKeys);
  }
  return keys;
}
