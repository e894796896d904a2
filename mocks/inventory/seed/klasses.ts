/**
 * Seeded classes and their lessons: fixed classes for the documented cases (every lesson type, an
 * empty chapter, a broken legacy class, live-only classes) and generated ones for long lists.
 */
import type { Faker } from '@faker-js/faker';
import type { KlassRecord, LessonRecord, LessonSpec } from '../collections';
import { coverUrl, media } from '../media';
import { DAY_MS, HOUR_MS, isoFromNow } from '../time';
import { fixedKlassSale } from './catalogue';

interface LessonDraft {
  title: string;
  spec: LessonSpec;
}

interface KlassDraft {
  klassId: string;
  title: string;
  masterName: string;
  chapters: { title: string; lessons: LessonDraft[] }[];
  overrides?: Partial<Omit<KlassRecord, 'klassId' | 'title' | 'masterName' | 'masterId' | 'chapters' | 'catalogue'>>;
}

const video = (title: string): LessonDraft => ({
  title,
  spec: {
    type: 'video',
    content: {
      playerType: 'HTML5',
      duration: media.videoSeconds,
      url: media.video,
      posterUrl: media.poster,
      captions: [{ lang: 'ko', label: '한국어', url: media.captionsKo }],
    },
  },
});

/** The same lesson as an HLS stream (`playerType` HLS), played through hls.js outside Safari. */
const hlsVideo = (title: string): LessonDraft => {
  const lesson = video(title);
  if (lesson.spec.type !== 'video') throw new Error('video() makes video lessons');
  return { title, spec: { type: 'video', content: { ...lesson.spec.content, playerType: 'HLS', url: media.videoHls } } };
};

const text = (title: string, html: string): LessonDraft => ({
  title,
  spec: { type: 'text', content: { html } },
});

const pdf = (title: string): LessonDraft => ({
  title,
  spec: { type: 'pdf', content: { url: media.handoutPdf, pageCount: 1 } },
});

const quiz = (title: string): LessonDraft => ({
  title,
  spec: { type: 'quiz', content: { questionCount: 5, passScore: 60 } },
});

/** A live session starting `startInMs` from the seed time. */
const live = (title: string, startInMs: number, minutes = 60): LessonDraft => ({
  title,
  spec: {
    type: 'live',
    content: { startAt: isoFromNow(startInMs), endAt: isoFromNow(startInMs + minutes * 60_000) },
  },
});

let coverIndex = 0;

/**
 * Whose classes the seeded masters hold (mocks/account/seed.ts authorities): the manager's class
 * channel (101) runs most fixed classes and the generated ones, so its workspace has pages; the
 * manager's live channel (102) the live-only classes; the teacher (201) the class still being
 * prepared, which the learner already holds (the editor journey publishes into it), and two more;
 * the teacher's weekend channel (202) the yoga class, so the teacher can switch authority too.
 */
const seededMasters: Readonly<Record<string, readonly string[]>> = {
  '102': ['klass-007', 'klass-017', 'klass-018'],
  '201': ['klass-008', 'klass-019', 'klass-020'],
  '202': ['klass-021'],
};
const LEGACY_KLASS = 'klass-009';

function masterIdOf(klassId: string): string | null {
  const held = Object.entries(seededMasters).find(([, klassIds]) => klassIds.includes(klassId));
  if (held) return held[0];
  return klassId === LEGACY_KLASS ? null : '101';
}

function build(draft: KlassDraft, index: number): { klass: KlassRecord; lessons: LessonRecord[] } {
  const lessons: LessonRecord[] = [];
  const chapters = draft.chapters.map((chapter, chapterIndex) => {
    const key = `${draft.klassId}-ch${chapterIndex + 1}`;
    const lessonKeys = chapter.lessons.map((lesson) => {
      const lessonKey = `${draft.klassId}-l${lessons.length + 1}`;
      lessons.push({
        lessonKey,
        klassId: draft.klassId,
        chapterKey: key,
        title: lesson.title,
        order: lessons.length,
        spec: lesson.spec,
      });
      return lessonKey;
    });
    return { key, title: chapter.title, lessonKeys };
  });
  const klass: KlassRecord = {
    klassId: draft.klassId,
    title: draft.title,
    masterName: draft.masterName,
    masterId: masterIdOf(draft.klassId),
    coverImageUrl: coverUrl(coverIndex++),
    masterProfileImageUrl: media.masterProfile,
    status: 'OPEN',
    onlyLive: false,
    periodDays: 90,
    usePlaybackRates: true,
    hasCompletionCriteria: true,
    completionRule: 'PROGRESS_RATE',
    requiredProgressRate: 80,
    chapters,
    catalogue: fixedKlassSale(index, draft.title),
    ...draft.overrides,
  };
  return { klass, lessons };
}

const basicChapters = (topic: string) => [
  { title: `${topic} 시작하기`, lessons: [video('오리엔테이션'), video('핵심 개념 이해')] },
  {
    title: `${topic} 실전`,
    lessons: [video('실습 따라 하기'), text('정리 노트', '<p>이번 장의 핵심을 정리했어요.</p>')],
  },
];

/** Built at seed time, so live sessions sit at the right distance from the mock's clock. */
const fixedDrafts = (): KlassDraft[] => [
  {
    klassId: 'klass-001',
    title: '실전 데이터 분석 입문',
    masterName: '정민준',
    chapters: [
      {
        title: '1장. 데이터 분석 시작하기',
        lessons: [
          video('강의 소개와 학습 방법'),
          video('데이터 분석 환경 만들기'),
          text(
            '용어 정리',
            '<h3>자주 쓰는 용어</h3><ul><li><strong>데이터프레임</strong>: 표 형태의 데이터</li><li><strong>결측치</strong>: 비어 있는 값</li></ul>',
          ),
        ],
      },
      {
        title: '2장. 데이터 다루기',
        lessons: [video('데이터 불러오기와 정제'), pdf('실습 교안'), quiz('2장 확인 퀴즈')],
      },
      {
        title: '3장. 시각화와 보고서',
        lessons: [
          video('차트로 이야기하기'),
          live('질의응답 라이브', -7 * DAY_MS),
          text('과제 안내', '<p>분석 보고서를 <em>PDF</em>로 제출해 주세요.</p>'),
        ],
      },
    ],
  },
  {
    klassId: 'klass-002',
    title: '브랜드 디자인 첫걸음',
    masterName: '한서연',
    chapters: [
      ...basicChapters('브랜드 디자인'),
      { title: '브랜드 디자인 스트리밍', lessons: [hlsVideo('스트리밍으로 보는 사례')] },
    ],
    overrides: {
      usePlaybackRates: false,
      hasCompletionCriteria: false,
      requiredProgressRate: null,
    },
  },
  {
    klassId: 'klass-003',
    title: '모바일 앱 UX 설계',
    masterName: '오지훈',
    chapters: basicChapters('UX 설계'),
  },
  {
    klassId: 'klass-004',
    title: '주식 투자 기초',
    masterName: '강도윤',
    chapters: basicChapters('투자'),
  },
  {
    klassId: 'klass-005',
    title: '영상 편집 마스터',
    masterName: '윤하린',
    chapters: basicChapters('영상 편집'),
  },
  {
    klassId: 'klass-006',
    title: '파이썬 업무 자동화',
    masterName: '임재현',
    chapters: basicChapters('자동화'),
  },
  {
    klassId: 'klass-007',
    title: '라이브 드로잉 클래스',
    masterName: '송유나',
    chapters: [
      {
        title: '주간 라이브',
        lessons: [live('1회차 라이브', -2 * DAY_MS), live('2회차 라이브', 5 * DAY_MS)],
      },
    ],
    overrides: { onlyLive: true, hasCompletionCriteria: false, requiredProgressRate: null },
  },
  {
    klassId: 'klass-008',
    title: '신규 오픈 준비 클래스',
    masterName: '배수아',
    chapters: [
      { title: '1장. 미리 보기', lessons: [video('클래스 미리 보기')] },
      { title: '2장. 준비 중', lessons: [] },
    ],
  },
  {
    klassId: 'klass-009',
    title: '이전된 레거시 클래스',
    masterName: '조현우',
    chapters: [{ title: '1장. 이전된 강의', lessons: [video('이전된 강의 1')] }],
    overrides: { completionRule: 'LEGACY', requiredProgressRate: null },
  },
  {
    klassId: 'klass-010',
    title: '퍼포먼스 마케팅 기초',
    masterName: '문채원',
    chapters: basicChapters('마케팅'),
  },
  {
    klassId: 'klass-011',
    title: '콘텐츠 마케팅 전략',
    masterName: '문채원',
    chapters: basicChapters('콘텐츠'),
  },
  {
    klassId: 'klass-012',
    title: '마케팅 데이터 분석',
    masterName: '문채원',
    chapters: basicChapters('데이터'),
  },
  {
    klassId: 'klass-013',
    title: '로고 디자인 실습',
    masterName: '한서연',
    chapters: basicChapters('로고'),
  },
  {
    klassId: 'klass-014',
    title: '타이포그래피 기초',
    masterName: '한서연',
    chapters: basicChapters('타이포'),
  },
  {
    klassId: 'klass-015',
    title: '웹 프런트엔드 기초',
    masterName: '서지안',
    chapters: basicChapters('프런트엔드'),
  },
  {
    klassId: 'klass-016',
    title: '백엔드 API 설계',
    masterName: '서지안',
    chapters: basicChapters('백엔드'),
  },
  {
    klassId: 'klass-017',
    title: '실시간 코드 리뷰 라이브',
    masterName: '서지안',
    chapters: [{ title: '라이브', lessons: [live('코드 리뷰 라이브', -10 * 60_000)] }],
    overrides: { onlyLive: true, hasCompletionCriteria: false, requiredProgressRate: null },
  },
  {
    klassId: 'klass-018',
    title: '배포 자동화 라이브',
    masterName: '서지안',
    chapters: [{ title: '라이브', lessons: [live('배포 자동화 라이브', 3 * DAY_MS)] }],
    overrides: { onlyLive: true, hasCompletionCriteria: false, requiredProgressRate: null },
  },
  {
    klassId: 'klass-019',
    title: '엑셀 실무 활용',
    masterName: '권민서',
    chapters: basicChapters('엑셀'),
  },
  {
    klassId: 'klass-020',
    title: '재무제표 읽는 법',
    masterName: '강도윤',
    chapters: basicChapters('재무'),
  },
  {
    klassId: 'klass-021',
    title: '요가와 명상',
    masterName: '윤하린',
    chapters: basicChapters('요가'),
  },
];

const topics = [
  '글쓰기',
  '사진',
  '영어 회화',
  '일러스트',
  '노션',
  '피그마',
  '재테크',
  '홈트레이닝',
  '작곡',
  '베이킹',
  '캘리그라피',
  '3D 모델링',
];
const suffixes = ['입문', '기초부터 실전까지', '한 달 완성', '마스터 클래스', '실무 노하우'];

/** Generated classes (klass-101…) so the single-class list has several pages. */
function generatedDrafts(faker: Faker, count: number): KlassDraft[] {
  return Array.from({ length: count }, (_, index) => {
    const topic = topics[index % topics.length] ?? '교양';
    return {
      klassId: `klass-${101 + index}`,
      title: `${topic} ${faker.helpers.arrayElement(suffixes)}`,
      masterName: `${faker.person.lastName()}${faker.person.firstName()}`,
      chapters: basicChapters(topic),
    };
  });
}

export const GENERATED_KLASS_COUNT = 12;

/** The missing lesson the legacy class still names (its chapter answers `inventory.nullpoint`). */
const LEGACY_MISSING_LESSON = 'klass-009-l-missing';

export function klassSeed(faker: Faker): { klasses: KlassRecord[]; lessons: LessonRecord[] } {
  coverIndex = 0;
  const built = [...fixedDrafts(), ...generatedDrafts(faker, GENERATED_KLASS_COUNT)].map(build);
  const klasses = built.map(({ klass }) =>
    klass.klassId === 'klass-009'
      ? {
          ...klass,
          chapters: klass.chapters.map((chapter) => ({
            ...chapter,
            lessonKeys: [...chapter.lessonKeys, LEGACY_MISSING_LESSON],
          })),
        }
      : klass,
  );
  return { klasses, lessons: built.flatMap(({ lessons }) => lessons) };
}

/** Live windows of the course items: one on air now, one in three days. */
export const liveWindows = {
  now: { start: -10 * 60_000, end: 50 * 60_000 },
  later: { start: 3 * DAY_MS, end: 3 * DAY_MS + 2 * HOUR_MS },
} as const;
