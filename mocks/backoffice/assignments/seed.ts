/**
 * The seeded assignment jobs (issue 29), one per state a person meets with an assignment, so every
 * state and action of the job and its items can be opened at once (stories, QA) without waiting on
 * the clock: a class given to 30 members and stopped part-way (12 given, 18 waiting); a class whose
 * selling stopped part-way — the job FAILED with 10 waiting, a withdrawn account failed for good
 * and one member failed for a moment (retry gives the ticket); a course given to 5 members,
 * done; and a pass given to 24 members, done (its pass list has more than one page of 10). Their tickets are in the inventory's collections like any other, given to generated
 * members only (never the seeded learner, whose classes other journeys count). Their processors
 * are registered again at every seed (the job engine forgets them), so they behave after a reload.
 */
import { createJob, type SeedJob } from '@mocks/backoffice/jobs/seed';
import { setJobRunner } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { settings } from '@mocks/engine/settings';
import type { AssignmentRecord } from './collections';
import { assignmentJobTitle, assignmentReasons, assignmentRunner, itemLabel } from './jobs';
import { COURSE_PERIOD_DAYS } from './targets';
import { giveTicket } from './tickets';

export const seededAssignmentJobs = {
  stopped: 'job-seed-asg-stopped',
  failed: 'job-seed-asg-failed',
  done: 'job-seed-asg-done',
  pass: 'job-seed-asg-pass',
} as const;

/** The seeded pass whose pass tickets the pass job gave (the catalogue's fixture, 3 months). */
export const SEEDED_ASSIGNED_PASS = 'pass-002';

/** The failed job's items that failed: one for good (withdrawn), one for a moment. */
export const seededAssignmentItems = {
  withdrawn: 'acc-withdrawn',
  retryable: 'acc-member-00035',
} as const;

const operator = { accountKey: 'acc-operator', displayName: '강운영' };

function members(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `acc-member-${String(from + index).padStart(5, '0')}`);
}

interface SeededAssignment {
  job: Omit<SeedJob, 'kind' | 'area' | 'startedBy' | 'total' | 'queue'>;
  record: Omit<AssignmentRecord, 'jobId' | 'alreadyHeld'>;
  /** How many of the accounts were processed (in order) before the state it is seeded in. */
  processed: number;
  errors?: { itemKey: string; message: string; retryable: boolean }[];
}

async function seedAssignment({ job, record: draft, processed, errors = [] }: SeededAssignment, now: number): Promise<void> {
  const record = await db.assignments.create({ jobId: job.jobId, ...draft, alreadyHeld: [] });
  const failed = new Set(errors.map((error) => error.itemKey));
  for (const accountKey of record.accountKeys.slice(0, processed)) {
    if (!failed.has(accountKey)) await giveTicket(record, accountKey);
  }
  await createJob(
    { ...job, kind: 'TICKET_ASSIGNMENT', area: 'ASSIGNMENT', startedBy: operator, total: record.accountKeys.length, queue: record.accountKeys.slice(processed) },
    now,
  );
  for (const [seq, error] of errors.entries()) {
    const account = db.accounts.findFirst((q) => q.where({ accountKey: error.itemKey }));
    await db.jobItemErrors.create({ jobId: job.jobId, seq, label: itemLabel(account, error.itemKey), ...error });
  }
  setJobRunner(job.jobId, assignmentRunner(record));
}

export async function seedAssignmentArea(): Promise<void> {
  const now = settings.now();
  const klass = (klassId: string) => db.klasses.findFirst((q) => q.where({ klassId }));
  const ux = klass('klass-003');
  const editing = klass('klass-005');
  const course = db.courses.findFirst((q) => q.where({ courseId: 'course-002' }));
  const pass = db.catalogueProducts.findFirst((q) => q.where({ itemKey: SEEDED_ASSIGNED_PASS }));
  if (!ux || !editing || !course || !pass) return;
  const klassRecord = (target: NonNullable<typeof ux>, accountKeys: string[]) => ({
    targetType: 'KLASS' as const,
    targetId: target.klassId,
    targetTitle: target.title,
    periodDays: target.periodDays,
    startDay: null,
    completionTargetValue: '{"progressRate":80}',
    accountKeys,
  });

  await seedAssignment(
    {
      job: {
        jobId: seededAssignmentJobs.stopped,
        title: assignmentJobTitle('KLASS', ux.title),
        scope: '선택한 회원 30명',
        status: 'STOPPED',
        counts: { succeeded: 12, failed: 0, skipped: 0 },
        startedMinutesAgo: 20,
        finishedMinutesAgo: null,
        msPerItem: 400,
      },
      record: klassRecord(ux, members(1, 30)),
      processed: 12,
    },
    now,
  );

  const failedKeys = [...members(31, 33), seededAssignmentItems.withdrawn, ...members(34, 49)];
  await seedAssignment(
    {
      job: {
        jobId: seededAssignmentJobs.failed,
        title: assignmentJobTitle('KLASS', editing.title),
        scope: '가져온 목록 20명',
        status: 'FAILED',
        counts: { succeeded: 8, failed: 2, skipped: 0 },
        startedMinutesAgo: 90,
        finishedMinutesAgo: 88,
        msPerItem: 400,
        failureMessage: assignmentReasons.stoppedSelling(editing.title),
      },
      record: { ...klassRecord(editing, failedKeys), completionTargetValue: '{}' },
      processed: 10,
      errors: [
        { itemKey: seededAssignmentItems.withdrawn, message: assignmentReasons.withdrawn, retryable: false },
        { itemKey: seededAssignmentItems.retryable, message: assignmentReasons.moment, retryable: true },
      ],
    },
    now,
  );

  await seedAssignment(
    {
      job: {
        jobId: seededAssignmentJobs.done,
        title: assignmentJobTitle('COURSE', course.title),
        scope: "그룹 ‘강사 지원자’ 중 5명",
        status: 'DONE',
        counts: { succeeded: 5, failed: 0, skipped: 0 },
        startedMinutesAgo: 300,
        finishedMinutesAgo: 299,
        msPerItem: 400,
        result: { type: 'COUNTS', succeeded: 5, failed: 0, skipped: 0 },
      },
      record: {
        targetType: 'COURSE',
        targetId: course.courseId,
        targetTitle: course.title,
        periodDays: COURSE_PERIOD_DAYS,
        startDay: null,
        completionTargetValue: '{"progressRate":100,"quizRequired":true}',
        accountKeys: members(50, 54),
      },
      processed: 5,
    },
    now,
  );

  await seedAssignment(
    {
      job: {
        jobId: seededAssignmentJobs.pass,
        title: assignmentJobTitle('PASS', pass.title),
        scope: '선택한 회원 24명',
        status: 'DONE',
        counts: { succeeded: 24, failed: 0, skipped: 0 },
        startedMinutesAgo: 600,
        finishedMinutesAgo: 599,
        msPerItem: 400,
        result: { type: 'COUNTS', succeeded: 24, failed: 0, skipped: 0 },
      },
      record: {
        targetType: 'PASS',
        targetId: pass.itemKey,
        targetTitle: pass.title,
        periodDays: pass.periodDays ?? COURSE_PERIOD_DAYS,
        startDay: null,
        completionTargetValue: '{}',
        accountKeys: members(60, 83),
      },
      processed: 24,
    },
    now,
  );
}
