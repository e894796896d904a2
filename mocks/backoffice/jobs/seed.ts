/**
 * The job centre's seeded jobs, one per state a person meets (backoffice.md §4), for the seeded
 * operators: a video transcode still running (slowly, as a long video does), a ticket assignment
 * stopped part-way, a ticket assignment that failed with item errors (two retryable, one not), a
 * text-message send done with counts, and a member export the limited operator cancelled; and for
 * the manager working as a master, a lesson video transcoded for their curriculum (area CONTENT: the
 * full operator sees it too, the limited one does not; the master sees only it).
 * Their item processors are registered again at every seed, so they behave after a reload too.
 */
import type { OperatorPermission } from '@app/shared/api/contract/permissions';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import { sessions } from '@scenarios/seeded';
import { seededOperators } from '../seed';
import type { JobRecord } from './collections';
import { forgetJobRunners, setJobRunner, type JobItemOutcome } from './engine';

const operator = { accountKey: seededOperators.full.accountKey, displayName: '강운영' };
const limitedOperator = { accountKey: seededOperators.limited.accountKey, displayName: '윤제한' };
const master = { accountKey: sessions.master.accountKey, displayName: '박운영' };

export const seededJobIds = {
  running: 'job-seed-transcode',
  stopped: 'job-seed-assignment-stopped',
  failed: 'job-seed-assignment-failed',
  done: 'job-seed-message-done',
  cancelled: 'job-seed-export-cancelled',
  mastersTranscode: 'job-seed-master-transcode',
} as const;

/** The failed assignment's items that failed: two went wrong for a moment, one cannot be assigned. */
export const seededItemErrors = {
  retryable: ['member-0007', 'member-0021'],
  permanent: 'member-0033',
} as const;

const MINUTE = 60_000;

function memberKeys(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `member-${String(from + index).padStart(4, '0')}`);
}

export interface SeedJob {
  jobId: string;
  kind: JobRecord['kind'];
  title: string;
  scope: string;
  area: OperatorPermission;
  startedBy: JobRecord['startedBy'];
  status: JobRecord['status'];
  total: number;
  counts: { succeeded: number; failed: number; skipped: number };
  queue: string[];
  startedMinutesAgo: number;
  finishedMinutesAgo: number | null;
  msPerItem: number;
  failureMessage?: string;
  result?: JobRecord['result'];
}

export async function createJob(job: SeedJob, now: number): Promise<void> {
  const { counts, startedMinutesAgo, finishedMinutesAgo } = job;
  const finishedAt = finishedMinutesAgo === null ? null : now - finishedMinutesAgo * MINUTE;
  await db.jobs.create({
    jobId: job.jobId,
    kind: job.kind,
    title: job.title,
    scope: job.scope,
    area: job.area,
    startedBy: job.startedBy,
    status: job.status,
    total: job.total,
    done: counts.succeeded + counts.failed + counts.skipped,
    ...counts,
    queue: job.queue,
    createdAt: now - startedMinutesAgo * MINUTE,
    updatedAt: finishedAt ?? now,
    finishedAt,
    queuedUntil: now - startedMinutesAgo * MINUTE,
    processedUntil: now,
    msPerItem: job.msPerItem,
    failureMessage: job.failureMessage ?? null,
    result: job.result ?? null,
  });
}

const assignOk = (): JobItemOutcome => 'ok';

export async function seedJobArea(): Promise<void> {
  forgetJobRunners();
  const now = settings.now();

  // Transcoding a long lecture takes minutes: it stays RUNNING while a person looks (the badge's 1).
  await createJob(
    {
      jobId: seededJobIds.running,
      kind: 'VIDEO_TRANSCODE',
      title: '동영상 변환 (1080p)',
      scope: "강의 '파이썬 입문' 3강 영상 1개, 구간 600개",
      area: 'CONTENT',
      startedBy: operator,
      status: 'RUNNING',
      total: 600,
      counts: { succeeded: 84, failed: 0, skipped: 0 },
      queue: Array.from({ length: 516 }, (_, index) => `segment-${index + 85}`),
      startedMinutesAgo: 2,
      finishedMinutesAgo: null,
      msPerItem: 2000,
    },
    now,
  );
  setJobRunner(seededJobIds.running, { processItem: assignOk });

  await createJob(
    {
      jobId: seededJobIds.stopped,
      kind: 'TICKET_ASSIGNMENT',
      title: '수강권 일괄 지급',
      scope: "그룹 'VIP 회원' 전체 120명",
      area: 'ASSIGNMENT',
      startedBy: operator,
      status: 'STOPPED',
      total: 120,
      counts: { succeeded: 45, failed: 0, skipped: 0 },
      queue: memberKeys(46, 120),
      startedMinutesAgo: 15,
      finishedMinutesAgo: null,
      msPerItem: 40,
    },
    now,
  );
  setJobRunner(seededJobIds.stopped, { processItem: assignOk });

  await createJob(
    {
      jobId: seededJobIds.mastersTranscode,
      kind: 'VIDEO_TRANSCODE',
      title: '동영상 변환 (720p)',
      scope: '커리큘럼 2강 영상 1개, 구간 240개',
      area: 'CONTENT',
      startedBy: master,
      status: 'DONE',
      total: 240,
      counts: { succeeded: 240, failed: 0, skipped: 0 },
      queue: [],
      startedMinutesAgo: 30,
      finishedMinutesAgo: 22,
      msPerItem: 2000,
      result: { type: 'COUNTS', succeeded: 240, failed: 0, skipped: 0 },
    },
    now,
  );

  await createJob(
    {
      jobId: seededJobIds.failed,
      kind: 'TICKET_ASSIGNMENT',
      title: '강의 수강권 지급',
      scope: "강의 '데이터 분석 기초' 신청자 40명",
      area: 'ASSIGNMENT',
      startedBy: operator,
      status: 'FAILED',
      total: 40,
      counts: { succeeded: 33, failed: 3, skipped: 0 },
      queue: memberKeys(37, 40),
      startedMinutesAgo: 60,
      finishedMinutesAgo: 58,
      msPerItem: 40,
      failureMessage: '수강권 서버가 응답하지 않아서 멈췄어요.',
    },
    now,
  );
  const errors = [
    { itemKey: seededItemErrors.retryable[0], label: '김하늘 (learner@klass.test)', message: '잠깐 문제가 생겨 지급하지 못했어요.', retryable: true },
    { itemKey: seededItemErrors.retryable[1], label: '이바다 (sea@klass.test)', message: '잠깐 문제가 생겨 지급하지 못했어요.', retryable: true },
    { itemKey: seededItemErrors.permanent, label: '정탈퇴 (withdrawn@klass.test)', message: '탈퇴한 회원에게는 지급할 수 없어요.', retryable: false },
  ];
  for (const [seq, error] of errors.entries()) await db.jobItemErrors.create({ jobId: seededJobIds.failed, seq, ...error });
  setJobRunner(seededJobIds.failed, {
    processItem: (itemKey) =>
      itemKey === seededItemErrors.permanent ? { error: '탈퇴한 회원에게는 지급할 수 없어요.', retryable: false } : 'ok',
  });

  await createJob(
    {
      jobId: seededJobIds.done,
      kind: 'TEXT_MESSAGE',
      title: '문자 발송: 12월 강의 안내',
      scope: "그룹 'VIP 회원' 전체 3,120명",
      area: 'MESSAGE',
      startedBy: operator,
      status: 'DONE',
      total: 3120,
      counts: { succeeded: 3118, failed: 0, skipped: 2 },
      queue: [],
      startedMinutesAgo: 180,
      finishedMinutesAgo: 178,
      msPerItem: 2.5,
      result: { type: 'COUNTS', succeeded: 3118, failed: 0, skipped: 2 },
    },
    now,
  );

  await createJob(
    {
      jobId: seededJobIds.cancelled,
      kind: 'EXPORT',
      title: '회원 목록 내보내기 (XLSX)',
      scope: '가입일 2026.01.01 ~ 2026.11.30 회원 2,400명',
      area: 'MEMBER',
      startedBy: limitedOperator,
      status: 'CANCELLED',
      total: 2400,
      counts: { succeeded: 800, failed: 0, skipped: 0 },
      queue: [],
      startedMinutesAgo: 1440,
      finishedMinutesAgo: 1439,
      msPerItem: 3,
    },
    now,
  );
}
