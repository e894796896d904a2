/**
 * Seeded memos (issue 16): the learner with classes (김하늘, `acc-learner`) has two, written by the
 * full operator, so the detail's memo card and its stories open on a real list.
 */
import { db } from '@mocks/db/database';

export const seededMemoMember = 'acc-learner';

export async function seedMemberDetailArea(): Promise<void> {
  const author = { accountKey: 'acc-operator', displayName: '강운영' };
  await db.memberMemos.create({
    memoKey: 'memo-1',
    accountKey: seededMemoMember,
    content: '수강 기간 연장 문의 (전화). 11월 말까지 답변 드리기로 함.',
    author,
    createdAt: '2026-11-02T01:30:00.000Z',
    updatedAt: null,
    updatedBy: null,
  });
  await db.memberMemos.create({
    memoKey: 'memo-2',
    accountKey: seededMemoMember,
    content: '세금계산서 발행 요청 — 회사 메일로 보냄.',
    author,
    createdAt: '2026-11-18T06:10:00.000Z',
    updatedAt: null,
    updatedBy: null,
  });
}
