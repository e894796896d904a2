/**
 * The tenant's general boards at a real school's scale (issue 42): three boards with their
 * categories, 4,000 items by the generated members (some pinned, some private) and about 9,000
 * comments under them, a few already hidden, and one item in 25 carrying attachments (one in 50 an
 * image) from four seeded files with real bytes, so the lists count them and the item pages list,
 * preview and download them out of the box (issue 42); plus fixed records the tests and stories
 * name — a private item of the seeded learner 김하늘 with a comment, a pinned notice of the
 * operator, an item with an image and three attachments, and an item and a comment whose stored
 * text carries script. Every member may write on the free board,
 * learners holding a class ticket on the tips board, and only operators on the events board. Built once per process as bulk records
 * (mocks/db/bulk.ts) with fixed times, so every reseed is the same world.
 */
import { base, Faker, ko } from '@faker-js/faker';
import { seededOperators } from '@mocks/backoffice/seed';
import { generatedMemberKey, GENERATED_MEMBER_COUNT } from '@mocks/backoffice/members/seed';
import { db } from '@mocks/db/database';
import { seedBulk } from '@mocks/db/bulk';
import { storeFile, SYSTEM_ACTOR } from '@mocks/backoffice/files';
import type { BoardCommentRecord, BoardItemRecord, BoardRecord } from './collections';

const BOARD_FAKER_SEED = 20261242;
const SEEDED_AT_MS = Date.parse('2026-12-01T03:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
export const GENERATED_BOARD_ITEM_COUNT = 4_000;

export const seededBoards: readonly BoardRecord[] = [
  { boardKey: 'board-free', name: '자유게시판', categories: ['잡담', '질문', '후기'], writePermission: 'MEMBER' },
  { boardKey: 'board-tips', name: '수강 꿀팁', categories: ['공부법', '도구', '자료'], writePermission: 'ENROLLED' },
  { boardKey: 'board-events', name: '이벤트', categories: ['진행 중', '당첨자 발표'], writePermission: 'OPERATOR' },
];

/** Records the tests and stories rely on. */
export const boardItemSeed = {
  /** 김하늘 (the seeded learner)'s private question: only she and operators may read it. */
  privateItem: { itemKey: 'bi-private-learner', boardKey: 'board-free', authorAccountKey: 'acc-learner', title: '환불 계좌를 알려 드려요' },
  /** The operator's pinned notice on the free board, with comments to moderate. */
  pinnedItem: { itemKey: 'bi-pinned-operator', boardKey: 'board-free', title: '게시판 이용 안내' },
  /** A learner's comment under the pinned notice. */
  comment: 'bc-pinned-1',
  /** An item whose stored body and a comment carry script that must run nothing. */
  injectedItem: { itemKey: 'bi-injected', boardKey: 'board-tips', title: '유용한 링크 모음' },
  injectedComment: 'bc-injected-1',
  /** An item with an image and three attachments (seededBoardFiles). */
  filesItem: { itemKey: 'bi-files', boardKey: 'board-tips', title: '수강 가이드와 학습 계획표 나눠요' },
} as const;

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytesOfBase64 = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/** A one-page PDF that a viewer opens, written by hand (a header, a page, its text, the table of offsets). */
function tinyPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 42 >>\nstream\nBT /F1 24 Tf 72 760 Td (Klass guide) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const table = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`;
  return utf8(body);
}

/** The files the seeded items carry: a PDF, a spreadsheet, a note and a picture, each with real bytes. */
export const seededBoardFiles = {
  guide: { fileId: 'file-board-guide', fileName: '수강 가이드.pdf', contentType: 'application/pdf', bytes: tinyPdf },
  plan: { fileId: 'file-board-plan', fileName: '학습 계획표.csv', contentType: 'text/csv', bytes: () => utf8('\uFEFF주차,할 일\n1주차,기초 강의 듣기\n2주차,실습 과제 내기\n') },
  note: { fileId: 'file-board-note', fileName: '정리 노트.txt', contentType: 'text/plain', bytes: () => utf8('복습은 하루 30분, 노트는 강의마다 한 장.\n') },
  // A 1×1 PNG: enough for a preview to draw.
  cover: {
    fileId: 'file-board-cover',
    fileName: '스터디 사진.png',
    contentType: 'image/png',
    bytes: () => bytesOfBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFhgJ/hP2yUQAAAABJRU5ErkJggg=='),
  },
} as const;

const TITLE_STARTS = ['수강 꿀팁', '공부 계획', '오늘의 인증', '질문 있어요', '자료 공유', '완강 후기', '스터디 모집', '노트 정리법', '추천 도서', '과제 팁'];
const TITLE_ENDS = ['나눠요', '올려요', '궁금해요', '정리했어요', '함께해요', '공유합니다', '남겨요'];
const BODIES = [
  '<p>매일 30분씩 복습하니까 확실히 기억에 남아요.</p>',
  '<p>강의 노트를 <strong>노션</strong>으로 정리하고 있어요.</p>',
  '<h2>추천 순서</h2><ul><li>기초 강의</li><li>실습</li><li>과제</li></ul>',
  '<p>질문 게시판에 올린 내용 정리해서 공유해요.</p>',
];
const COMMENTS = ['좋은 정보 고마워요!', '저도 같은 생각이에요.', '참고할게요.', '혹시 자료 더 있을까요?', '응원해요!', '광고 글 같아요.'];

function fixedItems(): BoardItemRecord[] {
  const at = (days: number) => new Date(SEEDED_AT_MS - days * DAY_MS).toISOString();
  const { privateItem, pinnedItem, injectedItem, filesItem } = boardItemSeed;
  const { guide, plan, note, cover } = seededBoardFiles;
  return [
    {
      ...filesItem,
      authorAccountKey: generatedMemberKey(11),
      category: '자료',
      contentHtml: '<p>처음 수강하는 분들을 위해 가이드와 계획표를 올려요. 사진은 지난주 스터디예요.</p>',
      pinned: false,
      private: false,
      imageFileId: cover.fileId,
      attachmentFileIds: [guide.fileId, plan.fileId, note.fileId],
      created: at(3),
      updated: at(3),
    },
    {
      ...privateItem,
      category: '질문',
      contentHtml: '<p>환불 받을 계좌는 국민은행 123-45-6789예요.</p>',
      pinned: false,
      private: true,
      imageFileId: null,
      attachmentFileIds: [],
      created: at(2),
      updated: at(2),
    },
    {
      ...pinnedItem,
      authorAccountKey: seededOperators.full.accountKey,
      category: '잡담',
      contentHtml: '<p>서로 존중하는 게시판이 되도록 함께해 주세요.</p>',
      pinned: true,
      private: false,
      imageFileId: null,
      attachmentFileIds: [],
      created: at(30),
      updated: at(30),
    },
    {
      ...injectedItem,
      authorAccountKey: generatedMemberKey(7),
      category: '자료',
      contentHtml: '<p>자료 <a href="javascript:alert(1)">바로가기</a></p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      pinned: false,
      private: false,
      imageFileId: null,
      attachmentFileIds: [],
      created: at(1),
      updated: at(1),
    },
  ];
}

function fixedComments(): BoardCommentRecord[] {
  const at = (days: number) => new Date(SEEDED_AT_MS - days * DAY_MS).toISOString();
  return [
    { commentKey: boardItemSeed.comment, itemKey: boardItemSeed.pinnedItem.itemKey, authorAccountKey: 'acc-learner', content: '안내 고마워요!', created: at(29), hidden: false },
    { commentKey: 'bc-pinned-2', itemKey: boardItemSeed.pinnedItem.itemKey, authorAccountKey: generatedMemberKey(3), content: '광고 글 같아요.', created: at(28), hidden: true },
    { commentKey: 'bc-private-1', itemKey: boardItemSeed.privateItem.itemKey, authorAccountKey: seededOperators.full.accountKey, content: '확인했어요. 3일 안에 환불해 드릴게요.', created: at(1), hidden: false },
    {
      commentKey: boardItemSeed.injectedComment,
      itemKey: boardItemSeed.injectedItem.itemKey,
      authorAccountKey: generatedMemberKey(8),
      content: '<img src=x onerror="alert(1)">좋아요',
      created: at(1),
      hidden: false,
    },
  ];
}

/** One generated item in 25 carries the guide, one in 75 the plan too (none of the first twenty, which stories write to). */
function attachedTo(index: number): string[] {
  if (index % 25 !== 20) return [];
  return index % 75 === 20 ? [seededBoardFiles.guide.fileId, seededBoardFiles.plan.fileId] : [seededBoardFiles.guide.fileId];
}

interface BoardWorld {
  items: BoardItemRecord[];
  comments: BoardCommentRecord[];
}

function buildBoardWorld(): BoardWorld {
  const faker = new Faker({ locale: [ko, base], seed: BOARD_FAKER_SEED });
  const items = fixedItems();
  const comments = fixedComments();
  for (let index = 0; index < GENERATED_BOARD_ITEM_COUNT; index += 1) {
    const board = seededBoards[index % seededBoards.length] ?? seededBoards[0];
    if (!board) break;
    const itemKey = `bi-${String(index + 1).padStart(5, '0')}`;
    const createdMs = SEEDED_AT_MS - faker.number.int({ min: 0, max: 365 * DAY_MS });
    const created = new Date(createdMs).toISOString();
    items.push({
      itemKey,
      boardKey: board.boardKey,
      title: `${faker.helpers.arrayElement(TITLE_STARTS)} ${faker.helpers.arrayElement(TITLE_ENDS)}`,
      category: faker.helpers.arrayElement(board.categories),
      contentHtml: faker.helpers.arrayElement(BODIES),
      pinned: index % 97 === 0,
      private: index % 13 === 5,
      imageFileId: index % 50 === 29 ? seededBoardFiles.cover.fileId : null,
      attachmentFileIds: attachedTo(index),
      authorAccountKey: generatedMemberKey((index * 13) % GENERATED_MEMBER_COUNT),
      created,
      updated: created,
    });
    const commentCount = faker.number.int({ min: 0, max: 4 });
    for (let n = 0; n < commentCount; n += 1) {
      comments.push({
        commentKey: `bc-${String(index + 1).padStart(5, '0')}-${n + 1}`,
        itemKey,
        authorAccountKey: generatedMemberKey((index * 31 + n * 7) % GENERATED_MEMBER_COUNT),
        content: faker.helpers.arrayElement(COMMENTS),
        created: new Date(createdMs + (n + 1) * 60 * 60 * 1000).toISOString(),
        hidden: (index + n) % 41 === 0,
      });
    }
  }
  return { items, comments };
}

let world: BoardWorld | null = null;
const boardWorld = () => (world ??= buildBoardWorld());

export async function seedBoardItems(): Promise<void> {
  for (const file of Object.values(seededBoardFiles)) {
    await storeFile({ fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, bytes: file.bytes(), owner: SYSTEM_ACTOR });
  }
  for (const board of seededBoards) await db.boards.create({ ...board, categories: [...board.categories] });
  await seedBulk(db.boardItems, () => boardWorld().items);
  await seedBulk(db.boardComments, () => boardWorld().comments);
}
