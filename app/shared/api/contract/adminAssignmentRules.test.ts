/**
 * The assignment rules (backoffice.md §3 "Assignment: completionTargetValue (JSON)", §4 "Course
 * assignment job can be stopped, resumed, cancelled; its items can be cancelled or retried"): the
 * one item table the screen and the mock read, built on the job centre's table, and the completion
 * target form ↔ JSON, also through the body schema the mock parses.
 */
import { describe, expect, it } from 'vitest';
import { assignBodySchema } from './adminAssignment';
import {
  allowedAssignmentItemActions,
  assignmentItemStatuses,
  assignmentTargetPaths,
  assignmentTargetTypeOfPath,
  assignmentTargetTypes,
  completionTargetFromJson,
  completionTargetMessages,
  completionTargetToJson,
  parseCompletionRate,
  type AssignmentItemStatus,
} from './adminAssignmentRules';
import { allowedJobActions } from './adminJob';
import { jobStatuses } from './adminJobRules';

describe('§4 "its items can be cancelled or retried": what an item of an assignment job allows', () => {
  const jobActions = (status: (typeof jobStatuses)[number], items = { hasRetryableErrors: true, hasPendingItems: true }) =>
    allowedJobActions('TICKET_ASSIGNMENT', status, items);

  it('a waiting item can be cancelled while the job runs, is stopped or failed, never once the job is cancelled', () => {
    expect(allowedAssignmentItemActions('PENDING', jobActions('RUNNING'), false)).toEqual(['CANCEL']);
    expect(allowedAssignmentItemActions('PENDING', jobActions('STOPPED'), false)).toEqual(['CANCEL']);
    expect(allowedAssignmentItemActions('PENDING', jobActions('FAILED'), false)).toEqual(['CANCEL']);
    expect(allowedAssignmentItemActions('PENDING', jobActions('CANCELLED'), false)).toEqual([]);
  });

  it('a failed item is retried only once the job has ended, and cancelled while it could run again', () => {
    expect(allowedAssignmentItemActions('FAILED', jobActions('FAILED'), true)).toEqual(['RETRY', 'CANCEL']);
    expect(allowedAssignmentItemActions('FAILED', jobActions('DONE'), true)).toEqual(['RETRY', 'CANCEL']);
    expect(allowedAssignmentItemActions('FAILED', jobActions('RUNNING'), true)).toEqual(['CANCEL']);
  });

  it('a withdrawn account (an error that cannot be retried) allows nothing', () => {
    for (const status of jobStatuses) expect(allowedAssignmentItemActions('FAILED', jobActions(status), false)).toEqual([]);
  });

  it('a ticket given can always be taken back; skipped and cancelled items are final', () => {
    for (const status of jobStatuses) {
      expect(allowedAssignmentItemActions('SUCCEEDED', jobActions(status, { hasRetryableErrors: false, hasPendingItems: false }), false)).toEqual(['CANCEL']);
    }
    const final: AssignmentItemStatus[] = ['SKIPPED', 'CANCELLED'];
    for (const status of final) expect(allowedAssignmentItemActions(status, jobActions('DONE'), true)).toEqual([]);
  });

  it('covers every item status', () => {
    for (const status of assignmentItemStatuses) expect(Array.isArray(allowedAssignmentItemActions(status, [], true))).toBe(true);
  });
});

describe('§3 completionTargetValue: the form as JSON and back', () => {
  it('writes only what is set, and reads back the same form', () => {
    const forms = [
      { progressRate: null, quizRequired: false },
      { progressRate: 80, quizRequired: false },
      { progressRate: null, quizRequired: true },
      { progressRate: 100, quizRequired: true },
    ];
    expect(forms.map(completionTargetToJson)).toEqual(['{}', '{"progressRate":80}', '{"quizRequired":true}', '{"progressRate":100,"quizRequired":true}']);
    for (const form of forms) expect(completionTargetFromJson(completionTargetToJson(form))).toEqual(form);
  });

  it('refuses JSON it did not write: not JSON, not an object, a rate out of 1–100, unknown keys', () => {
    for (const json of ['', 'null', '[]', '"80"', '{"progressRate":0}', '{"progressRate":101}', '{"progressRate":50.5}', '{"quizRequired":false}', '{"other":1}']) {
      expect(completionTargetFromJson(json)).toBeNull();
    }
  });

  it('reads the typed rate: blank is none, 1–100 whole numbers, anything else says the rule', () => {
    expect(parseCompletionRate('  ')).toEqual({ rate: null });
    expect(parseCompletionRate('75')).toEqual({ rate: 75 });
    for (const typed of ['0', '101', '7.5', '-3', '팔십']) expect(parseCompletionRate(typed)).toEqual({ error: completionTargetMessages.rate });
  });

  it('the assign body takes only a value the form could have written', () => {
    const body = {
      target: { targetType: 'KLASS', targetId: 'klass-001' },
      people: { source: 'LIST', accountKeys: ['acc-learner'] },
      startDay: null,
      memo: '',
    };
    expect(assignBodySchema.safeParse({ ...body, completionTargetValue: '{"progressRate":80}' }).success).toBe(true);
    expect(assignBodySchema.safeParse({ ...body, completionTargetValue: '{"progressRate":800}' }).success).toBe(false);
  });
});

describe('what can be given: a class, a course, a package (issue 40) or a pass (§3 Ticket, Pass ticket)', () => {
  it('each type has one path segment, read back to the type; any other segment is none', () => {
    for (const type of assignmentTargetTypes) expect(assignmentTargetTypeOfPath(assignmentTargetPaths[type])).toBe(type);
    expect(assignmentTargetPaths.PASS).toBe('passes');
    expect(assignmentTargetPaths.PACKAGE).toBe('packages');
    expect(assignmentTargetTypeOfPath('books')).toBeNull();
    expect(assignmentTargetTypeOfPath(undefined)).toBeNull();
  });
});
