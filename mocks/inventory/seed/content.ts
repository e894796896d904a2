/**
 * Seeded class content and learner progress: announcements over several cursor pages (some with
 * unsafe HTML the UI must sanitise, some PRIVATE), attachments per class and per lesson,
 * certificate templates (one without a layout), and the learner's play tracks.
 */
import type { Faker } from '@faker-js/faker';
import type { CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import type {
  AnnouncementRecord,
  AttachmentRecord,
  CertificateTemplateRecord,
  LessonProgressRecord,
} from '../collections';
import { media } from '../media';
import { DAY_MS, HOUR_MS, isoFromNow } from '../time';
import { seededCourses, seededKlasses, seededLessons } from './keys';
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

/** A layout on the 600 px wide preview (spec §9: logo 250×40, seal 70×70). */
const fullLayout: CertificateLayoutItem[] = [
  {
    id: 'layout-logo',
    type: 'IMAGE',
    key: 'logo',
    position: { x: 175, y: 70 },
    size: { width: 250 },
    fontFamily: null,
    fontSize: null,
  },
  {
    id: 'layout-title',
    type: 'TEXT',
    key: 'title',
    position: { x: 60, y: 190 },
    size: { width: 480 },
    fontFamily: 'Noto Serif KR',
    fontSize: 36,
  },
  {
    id: 'layout-name',
    type: 'TEXT',
    key: 'displayName',
    position: { x: 60, y: 320 },
    size: { width: 480 },
    fontFamily: 'Noto Sans KR',
    fontSize: 24,
  },
  {
    id: 'layout-date',
    type: 'TEXT',
    key: 'completedAt',
    position: { x: 60, y: 560 },
    size: { width: 480 },
    fontFamily: 'Noto Sans KR',
    fontSize: 16,
  },
  {
    id: 'layout-service',
    type: 'TEXT',
    key: 'serviceName',
    position: { x: 60, y: 650 },
    size: { width: 400 },
    fontFamily: 'Noto Sans KR',
    fontSize: 20,
  },
  {
    id: 'layout-seal',
    type: 'IMAGE',
    key: 'officialSeal',
    position: { x: 450, y: 630 },
    size: { width: 70 },
    fontFamily: null,
    fontSize: null,
  },
  {
    id: 'layout-code',
    type: 'TEXT',
    key: 'certificateCode',
    position: { x: 60, y: 780 },
    size: { width: 300 },
    fontFamily: 'Noto Sans KR',
    fontSize: 11,
  },
];

const templateBase = {
  serviceName: '클래스 아카데미',
  logoUrl: media.certificateLogo,
  officialSealUrl: media.certificateSeal,
};

const certificateTemplates: CertificateTemplateRecord[] = [
  {
    ...templateBase,
    targetType: 'KLASS',
    targetId: seededKlasses.main,
    templateImageUrl: media.certificateTemplate,
    layout: fullLayout,
    title: '수료증',
  },
  /** No layout designed: the print button is disabled ("표시할 정보가 없습니다"). */
  {
    ...templateBase,
    targetType: 'KLASS',
    targetId: 'klass-006',
    templateImageUrl: media.certificateTemplatePlain,
    layout: null,
    title: '수료증',
  },
  {
    ...templateBase,
    targetType: 'COURSE',
    targetId: seededCourses.fullStack,
    templateImageUrl: media.certificateTemplateClassic,
    layout: fullLayout,
    title: '코스 수료증',
  },
];

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
    certificateTemplates,
    lessonProgress: progress(),
  };
}
