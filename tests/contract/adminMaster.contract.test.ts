/**
 * Contract walk of the master workspace (backoffice.md §1 masters, §4 curriculum draft, §6 master
 * endpoints; issue 44) over real HTTP: every answer in its schema; a master lists and reads only
 * the classes whose `masterId` is theirs (another master's class is 404, its draft too); draft
 * commands carry the version, a stale one is 409 `curriculum.draft.stale` with the current version
 * and changes nothing, a gone target 404 `curriculum.target.missing`, a taken key 400; publish
 * writes the class room's chapters and lessons, and "a learner's progress on lessons that still
 * exist is kept"; a master's class notice changes are in the operator's change history.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '@app/shared/api/client/ApiError';
import { adminMasterEndpoints, type CurriculumCommand } from '@app/shared/api/contract/adminMaster';
import { curriculumErrorCodes } from '@app/shared/api/contract/adminMasterCurriculumRules';
import type { LoginRequest } from '@app/shared/api/contract/account';
import { adminHistoryEndpoints } from '@app/shared/api/contract/adminHistory';
import { seededLogins } from '@mocks/account/seed';
import { seededOperators } from '@mocks/backoffice/seed';
import { db } from '@mocks/db/database';
import { requireKlass } from '@mocks/inventory/curriculum';
import { klassProgress } from '@mocks/inventory/progress';
import { seededKlasses } from '@mocks/inventory/seed/keys';
import { LEARNER } from '@mocks/inventory/seed/tickets';
import { withMockHttpServer } from './harness';
import { contractClient, expectApiError, loginAccessToken, masterContractClient, type ContractClient } from './support/contractClient';

const server = withMockHttpServer();
const called = new Set<string>();

const masterClient = (login: LoginRequest, roleId: string): Promise<ContractClient> => masterContractClient(server, login, roleId, called);
const manager = () => masterClient(seededLogins.manager, '101');
const teacher = () => masterClient(seededLogins.teacher, '201');

async function codeOf(call: Promise<unknown>): Promise<{ status: number; code: string; data: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code, data: error.data };
    throw error;
  }
  throw new Error('the call went through');
}

describe('master workspace over HTTP', () => {
  it("lists only the master's own classes, with their learners' progress and completion, by pages", async () => {
    const client = await manager();
    const page = await client.call(adminMasterEndpoints.masterKlasses, { query: { size: 100 } });
    expect(page.totalCount).toBeGreaterThan(20);
    for (const item of page.items) expect(requireKlass(item.klassId).masterId).toBe('101');
    const main = page.items.find((item) => item.klassId === seededKlasses.main);
    expect(main?.learnerCount).toBeGreaterThan(0);
    expect(page.items.some((item) => item.klassId === 'klass-007')).toBe(false);
    const learners = await client.call(adminMasterEndpoints.masterKlassLearners, { params: { klassId: seededKlasses.main }, query: {} });
    expect(learners.items.map((row) => row.accountKey)).toContain(LEARNER);
  });

  it("refuses another master's class as if it did not exist: the class, its learners, its draft and a command", async () => {
    const client = await teacher();
    const params = { klassId: seededKlasses.main };
    await expectApiError(client.call(adminMasterEndpoints.masterKlass, { params }), 'notFound');
    await expectApiError(client.call(adminMasterEndpoints.masterKlassLearners, { params, query: {} }), 'notFound');
    await expectApiError(client.call(adminMasterEndpoints.curriculumDraft, { params }), 'notFound');
    const command: CurriculumCommand = { type: 'DELETE_CHAPTER', chapterKey: `${seededKlasses.main}-ch1` };
    await expectApiError(client.call(adminMasterEndpoints.curriculumCommand, { params, body: { currentVersion: 1, command } }), 'notFound');
    const own = await client.call(adminMasterEndpoints.masterKlasses, { query: {} });
    expect(own.items.map((item) => item.klassId)).toContain('klass-008');
  });

  it('"each command carrying currentVersion": a stale version is 409 with the current one and changes nothing', async () => {
    const client = await teacher();
    const params = { klassId: 'klass-008' };
    const draft = await client.call(adminMasterEndpoints.curriculumDraft, { params });
    const add: CurriculumCommand = { type: 'ADD_CHAPTER', at: draft.chapters.length, chapter: { key: 'ch-contract', title: '3장. 새 챕터', lessons: [] } };
    const after = await client.call(adminMasterEndpoints.curriculumCommand, { params, body: { currentVersion: draft.currentVersion, command: add } });
    expect(after.currentVersion).toBe(draft.currentVersion + 1);
    expect(after.chapters.at(-1)).toEqual(add.chapter);

    const rename: CurriculumCommand = { type: 'RENAME_CHAPTER', chapterKey: 'ch-contract', title: '늦은 이름' };
    expect(await codeOf(client.call(adminMasterEndpoints.curriculumCommand, { params, body: { currentVersion: draft.currentVersion, command: rename } }))).toEqual({
      status: curriculumErrorCodes.curriculumStale.status,
      code: curriculumErrorCodes.curriculumStale.code,
      data: { currentVersion: after.currentVersion },
    });
    expect((await client.call(adminMasterEndpoints.curriculumDraft, { params })).chapters.at(-1)?.title).toBe('3장. 새 챕터');

    const gone: CurriculumCommand = { type: 'DELETE_LESSON', lessonKey: 'ls-never' };
    expect((await codeOf(client.call(adminMasterEndpoints.curriculumCommand, { params, body: { currentVersion: after.currentVersion, command: gone } }))).code).toBe(
      curriculumErrorCodes.curriculumTargetMissing.code,
    );
    expect((await codeOf(client.call(adminMasterEndpoints.curriculumCommand, { params, body: { currentVersion: after.currentVersion, command: add } }))).code).toBe(
      curriculumErrorCodes.curriculumCommandRefused.code,
    );
  });

  it('"a learner\'s progress on lessons that still exist is kept" across a publish that moves, drops and adds lessons', async () => {
    const client = await manager();
    const params = { klassId: seededKlasses.main };
    const klassBefore = requireKlass(seededKlasses.main);
    const before = klassProgress(klassBefore, LEARNER).lessons;
    const watched = before.filter((lesson) => lesson.progressRate > 0);
    expect(watched.length).toBeGreaterThan(0);
    let draft = await client.call(adminMasterEndpoints.curriculumDraft, { params });
    const second = draft.chapters[1];
    const dropped = draft.chapters.flatMap((chapter) => chapter.lessons).find((lesson) => !watched.some((state) => state.lessonKey === lesson.key));
    const moved = watched[0];
    if (!second || !dropped || !moved) throw new Error('the main class has no lesson to drop or move');
    const commands: CurriculumCommand[] = [
      { type: 'DELETE_LESSON', lessonKey: dropped.key },
      { type: 'MOVE_LESSON', lessonKey: moved.lessonKey, chapterKey: second.key, to: 0 },
      { type: 'ADD_LESSON', chapterKey: second.key, at: 1, lesson: { key: 'ls-contract', kind: 'text', title: '새 글 레슨', description: '첫 문단\n\n둘째 문단', status: 'PUBLIC', previewSeconds: 0, quiz: null } },
    ];
    for (const command of commands) {
      draft = await client.call(adminMasterEndpoints.curriculumCommand, { params, body: { currentVersion: draft.currentVersion, command } });
    }
    const published = await client.call(adminMasterEndpoints.publishCurriculum, { params, body: { currentVersion: draft.currentVersion } });
    expect(published.publishedVersion).toBe(draft.currentVersion);

    const klassAfter = requireKlass(seededKlasses.main);
    expect(klassAfter.chapters[1]?.lessonKeys.slice(0, 2)).toEqual([moved.lessonKey, 'ls-contract']);
    expect(klassAfter.chapters.flatMap((chapter) => chapter.lessonKeys)).not.toContain(dropped.key);
    expect(db.lessons.findFirst((q) => q.where({ lessonKey: 'ls-contract' }))?.spec).toEqual({ type: 'text', content: { html: '<p>첫 문단</p><p>둘째 문단</p>' } });
    const after = klassProgress(klassAfter, LEARNER).lessons;
    for (const state of watched) expect(after.find((lesson) => lesson.lessonKey === state.lessonKey)).toEqual(state);
    expect(after.find((lesson) => lesson.lessonKey === 'ls-contract')?.progressRate).toBe(0);

    expect((await codeOf(client.call(adminMasterEndpoints.publishCurriculum, { params, body: { currentVersion: draft.currentVersion - 1 } }))).code).toBe(
      curriculumErrorCodes.curriculumStale.code,
    );
  });

  it("a master's class notice, written, edited and deleted, is in the operator's change history as the master's (NOTICE: who, which class, what)", async () => {
    const client = await teacher();
    const body = { klassId: 'klass-008', title: '개강 안내', contentText: '다음 주 월요일에 열어요.', pinned: false };
    const created = await client.call(adminMasterEndpoints.createMasterNotice, { body });
    await client.call(adminMasterEndpoints.updateMasterNotice, { params: { noticeId: created.noticeId }, body: { ...body, title: '개강 일정 안내', pinned: true } });
    await client.call(adminMasterEndpoints.deleteMasterNotice, { params: { noticeId: created.noticeId } });

    const operator = contractClient(server.baseUrl, await loginAccessToken(server.baseUrl, seededOperators.full), called);
    const history = await operator.call(adminHistoryEndpoints.changes, { query: { recordType: ['NOTICE'], recordKey: created.noticeId, sort: 'changedAt,asc' } });
    expect(history.items.map((entry) => [entry.action, entry.actor.displayName, entry.record.label])).toEqual([
      ['CREATE', '오선생', '개강 안내'],
      ['UPDATE', '오선생', '개강 일정 안내'],
      ['DELETE', '오선생', '개강 일정 안내'],
    ]);
    expect(history.items[0]?.changes).toContainEqual({ field: 'klass', before: null, after: '신규 오픈 준비 클래스' });
    expect(history.items[1]?.changes).toEqual([
      { field: 'title', before: '개강 안내', after: '개강 일정 안내' },
      { field: 'pinned', before: false, after: true },
    ]);
  });
});
