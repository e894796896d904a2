/**
 * Seeded class content and learner progress: announcements over several cursor pages (some with
 * unsafe HTML the UI must sanitise, some PRIVATE), attachments per class and per lesson, and the
 * learner's play tracks. (Certificates are the back-office certificates area's named records.)
 */
import type { Faker } from '@faker-js/faker';
import type {
  AnnouncementRecord,
  AttachmentRecord,
  LessonProgressRecord,
} from '../collections';
import { media } from '../media';
import { DAY_MS, HOUR_MS, isoFromNow } from '../time';
import { seededKlasses, seededLessons } from './keys';
import { LEARNER } from './tickets';

const sentences = [
  '이번 주 실습 과제가 업로드되었습니다.',
  '라이브 질의응답 일정이 변경되었어요.',
  '수강생 여러분의 질문에 답변을 정리했습니다.',
  '새로운 보충 강의가 추가되었습니다.',
  '과제 제출 기한을 꼭 확인해 주세요.',
  '다음 장 학습 전에 교안을 미리 읽어 두면 좋아요.',
  '강의 자료 일부가 최신 버전으로 교체되었습니다.',
];

/** Unsafe HTML a master's editor could let through; the learner UI must sanitise it. */
const unsafeHtml = [
  '<p>자료를 확인하세요.</p><img src="/mock-media/does-not-exist.png" onerror="alert(\'xss\')">',
  '<p>공지 테스트</p><script>alert("xss")</script>',
  '<p><a href="javascript:alert(1)">여기</a>를 눌러 자료를 받으세요.</p>',
];

function announcements(faker: Faker, klassId: string, count: number): AnnouncementRecord[] {
  const id = klassId.slice(-3);
  return Array.from({ length: count }, (_, index) => {
    const first = faker.helpers.arrayElement(sentences);
    const second = faker.helpers.arrayElement(sentences);
    const unsafe = index % 8 === 3 ? unsafeHtml[(index >> 3) % unsafeHtml.length] : undefined;
    return {
      announcementId: `ann-${id}-${String(index + 1).padStart(3, '0')}`,
      klassId,
      masterName: '정민준',
      masterProfileImageUrl: index % 5 === 4 ? null : media.masterProfile,
      contentText: `${first} ${second}`,
      contentHtml:
        unsafe ??
        `<p><strong>${first}</strong></p><p>${second}</p><ul><li>확인 부탁드립니다.</li></ul>`,
      created: isoFromNow(-(index * DAY_MS + 3 * HOUR_MS)),
      visibility: index % 7 === 6 ? 'PRIVATE' : 'PUBLIC',
    };
  });
}

function attachments(): AttachmentRecord[] {
  const main = seededKlasses.main;
  return [
    {
      attachmentId: 'att-001',
      klassId: main,
      lessonKey: null,
      name: '강의 교안.pdf',
      url: media.handoutPdf,
      size: media.handoutPdfBytes,
      mimeType: 'application/pdf',
    },
    {
      attachmentId: 'att-002',
      klassId: main,
      lessonKey: null,
      name: '1장 요약.txt',
      url: media.summaryText,
      size: media.summaryTextBytes,
      mimeType: 'text/plain',
    },
    {
      attachmentId: 'att-003',
      klassId: main,
      lessonKey: seededLessons.mainCompletedVideo,
      name: '실습 자료.pdf',
      url: media.handoutPdf,
      size: media.handoutPdfBytes,
      mimeType: 'application/pdf',
    },
    {
      attachmentId: 'att-004',
      klassId: main,
      lessonKey: seededLessons.mainText,
      name: '용어 정리.txt',
      url: media.summaryText,
      size: media.summaryTextBytes,
      mimeType: 'text/plain',
    },
    {
      attachmentId: 'att-005',
      klassId: 'klass-015',
      lessonKey: null,
      name: '코스 안내.pdf',
      url: media.handoutPdf,
      size: media.handoutPdfBytes,
      mimeType: 'application/pdf',
    },
  ];
}

/** Whole-lesson tracks for a class the learner finished. */
function finished(klassId: string, lessonKeys: string[], daysAgo: number): LessonProgressRecord[] {
  return lessonKeys.map((lessonKey) => ({
    accountKey: LEARNER,
    klassId,
    lessonKey,
    lastPosition: media.videoSeconds,
    tracks: [{ start: 0, end: media.videoSeconds }],
    opened: true,
    updatedAt: isoFromNow(-daysAgo * DAY_MS),
  }));
}

function progress(): LessonProgressRecord[] {
  const main = seededKlasses.main;
  return [
    // Unsorted and overlapping on purpose: merging is the client's rule (spec §4).
    {
      accountKey: LEARNER,
      klassId: main,
      lessonKey: seededLessons.mainCompletedVideo,
      lastPosition: 12,
      tracks: [
        { start: 4, end: 12 },
        { start: 0, end: 5 },
      ],
      opened: true,
      updatedAt: isoFromNow(-2 * DAY_MS),
    },
    {
      accountKey: LEARNER,
      klassId: main,
      lessonKey: seededLessons.mainResumeVideo,
      lastPosition: 9,
      tracks: [
        { start: 6, end: 9 },
        { start: 0, end: 3 },
        { start: 2, end: 4 },
      ],
      opened: true,
      updatedAt: isoFromNow(-HOUR_MS),
    },
    {
      accountKey: LEARNER,
      klassId: main,
      lessonKey: seededLessons.mainText,
      lastPosition: 0,
      tracks: [],
      opened: true,
      updatedAt: isoFromNow(-2 * DAY_MS),
    },
    ...finished('klass-006', ['klass-006-l1', 'klass-006-l2', 'klass-006-l3', 'klass-006-l4'], 40),
    // The paused class was watched through: a completed class whose certificate prints (ticketMedia.ts).
    ...finished('klass-004', ['klass-004-l1', 'klass-004-l2', 'klass-004-l3', 'klass-004-l4'], 5),
    ...finished('klass-010', ['klass-010-l1'], 10),
  ];
}

export function contentSeed(faker: Faker) {
  return {
    announcements: [
      ...announcements(faker, seededKlasses.main, 25),
      ...announcements(faker, 'klass-002', 3),
    ],
    attachments: attachments(),
    lessonProgress: progress(),
  };
}
