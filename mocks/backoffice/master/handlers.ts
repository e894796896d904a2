/**
 * The master workspace's handlers (adminMaster.ts): the signed-in master's classes with their
 * learners' progress and completion, one class's learners (the enrolled rows the operator's lists
 * read), and the curriculum draft — read, changed by a command from its version, published (the
 * publish written to the change history: who, which class, its version and size).
 * Every call reaches only the master's own classes (ownership.ts).
 */
import { adminMasterEndpoints, type MasterKlass } from '@app/shared/api/contract/adminMaster';
import type { HttpHandler } from 'msw';
import { enrolledRows } from '@mocks/backoffice/assignments/enrolled';
import { recordChange } from '@mocks/backoffice/history/record';
import { ticketsOfKlass } from '@mocks/backoffice/assignments/enrolledIndex';
import { handle } from '@mocks/engine/handle';
import { by, pageOf } from '@mocks/engine/query';
import type { KlassRecord } from '@mocks/inventory/collections';
import { klassLessons } from '@mocks/inventory/curriculum';
import { publishDraft, requireDraft, runCommand, toDraft } from './curriculum';
import { ownKlass, ownKlasses } from './ownership';

/** A class with its learners' mean progress and how many completed, read from their tickets. */
function toMasterKlass(klass: KlassRecord): MasterKlass {
  const rows = ticketsOfKlass(klass.klassId).length > 0 ? enrolledRows({ targetType: 'KLASS', targetId: klass.klassId }, {}, undefined) : null;
  const learners = rows ? rows.tickets.map(rows.toRow) : [];
  const total = learners.reduce((sum, row) => sum + row.progressRate, 0);
  return {
    klassId: klass.klassId,
    title: klass.title,
    status: klass.status,
    chapterCount: klass.chapters.length,
    lessonCount: klassLessons(klass).length,
    learnerCount: learners.length,
    averageProgressRate: learners.length > 0 ? Math.floor(total / learners.length) : 0,
    completedCount: learners.filter((row) => row.isCompleted).length,
  };
}

/** What the change history says of a publish: how many chapters and lessons the class room shows. */
function publishedShape(klass: KlassRecord) {
  return { chapters: klass.chapters.length, lessons: klassLessons(klass).length };
}

export const adminMasterHandlers = {
  masterKlasses: handle(adminMasterEndpoints.masterKlasses, ({ auth, query }) => {
    const wanted = query.q?.trim().toLowerCase() ?? '';
    const [field, direction] = (query.sort ?? 'title,asc').split(',') as ['title' | 'learnerCount', 'asc' | 'desc'];
    const klasses = ownKlasses(auth)
      .filter((klass) => !wanted || klass.title.toLowerCase().includes(wanted))
      .sort(by((klass) => (field === 'learnerCount' ? ticketsOfKlass(klass.klassId).length : klass.title), direction));
    return pageOf(klasses, query, toMasterKlass);
  }),

  masterKlass: handle(adminMasterEndpoints.masterKlass, ({ auth, params }) => toMasterKlass(ownKlass(auth, params.klassId))),

  masterKlassLearners: handle(adminMasterEndpoints.masterKlassLearners, ({ auth, params, query }) => {
    const klass = ownKlass(auth, params.klassId);
    const { tickets, toRow } = enrolledRows({ targetType: 'KLASS', targetId: klass.klassId }, query, query.sort);
    return pageOf(tickets, query, toRow);
  }),

  curriculumDraft: handle(adminMasterEndpoints.curriculumDraft, async ({ auth, params }) => {
    const klass = ownKlass(auth, params.klassId);
    return toDraft(klass, await requireDraft(klass));
  }),

  curriculumCommand: handle(adminMasterEndpoints.curriculumCommand, async ({ auth, params, body }) => {
    const klass = ownKlass(auth, params.klassId);
    return toDraft(klass, await runCommand(klass, body));
  }),

  publishCurriculum: handle(adminMasterEndpoints.publishCurriculum, async ({ auth, params, body }) => {
    const klass = ownKlass(auth, params.klassId);
    const draft = await requireDraft(klass);
    const before = { ...publishedShape(klass), version: draft.publishedVersion, publishedAt: draft.publishedAt };
    const record = await publishDraft(klass, body.currentVersion);
    const published = ownKlass(auth, params.klassId);
    await recordChange({
      actor: auth,
      recordType: 'CURRICULUM',
      recordKey: klass.klassId,
      recordLabel: klass.title,
      action: 'UPDATE',
      before,
      // When it was published: a publish of the same version (a video replaced since) is a change too.
      after: { ...publishedShape(published), version: record.publishedVersion, publishedAt: record.publishedAt },
    });
    return toDraft(published, record);
  }),
} satisfies Omit<Record<keyof typeof adminMasterEndpoints, HttpHandler>, 'masterNotices' | 'masterNotice' | 'createMasterNotice' | 'updateMasterNotice' | 'deleteMasterNotice'>;
