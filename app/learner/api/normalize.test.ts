/**
 * The answers production reads without the schemas (app/shared/api/client/send.ts) are normalised by
 * hand; each normaliser must give what the contract's schema gives for the same wire answer.
 */
import { describe, expect, it } from 'vitest';
import {
  announcementSchema,
  certificateSchema,
  curriculumSchema,
  lessonListSchema,
  type Announcement,
  type Certificate,
  type Curriculum,
  type Lesson,
} from '@app/shared/api/contract/inventory';
import { reviewAnswerSchema, type Review } from '@app/shared/api/contract/community';
import {
  normalizeAnnouncement,
  normalizeAnnouncementSlice,
  normalizeCertificate,
  normalizeCurriculum,
  normalizeLessonList,
  normalizeReview,
} from './normalize';

/** A wire answer, which may lack what the declared type promises. */
function wire<T>(value: Record<string, unknown>): T {
  return value as T;
}

const curriculum = {
  klassId: 'k1',
  klassTitle: '클래스',
  klassCoverImageUrl: 'https://cdn.test/cover.png',
  durationTime: 600,
  chapters: [],
  recentData: null,
  hasCompletionCriteria: false,
  configuration: {},
  klassRoomToken: null,
};

const textLesson = {
  key: 'l1',
  chapterKey: 'c1',
  title: '읽기 자료',
  order: 0,
  completed: false,
  type: 'TEXT',
  content: { html: '<p>본문</p>' },
};

const announcement = {
  announcementId: 'a1',
  masterName: '강사',
  masterProfileImageUrl: null,
  contentText: '공지',
  contentHtml: '<p>공지</p>',
  created: '2026-11-01T09:00:00+09:00',
};

const layoutItem = {
  id: 'i1',
  type: 'TEXT',
  key: 'title',
  position: { x: 10, y: 20 },
  size: { width: 300 },
  fontFamily: null,
  fontSize: 24,
};

const certificate = {
  ticketKey: 'kt-1',
  type: 'KLASS',
  templateImageUrl: 'https://cdn.test/template.png',
  layoutItem: { title: '수료증' },
};

describe('normalised answers match the contract', () => {
  it('a review sent with content instead of body is read as body (spec §3 "body or content")', () => {
    const review = {
      key: 'r1',
      rating: 5,
      author: { displayName: '김하늘', profileImageUrl: null },
      isMine: false,
      created: '2025-01-01T00:00:00.000Z',
      updated: null,
      favoriteCount: 0,
      isFavorite: false,
    };
    const withContent = { ...review, content: '좋아요' };
    expect(normalizeReview(wire<Review>(withContent))).toEqual(reviewAnswerSchema.parse(withContent));
    expect(normalizeReview(wire<Review>(withContent)).body).toBe('좋아요');
    const withBody = { ...review, body: '최고예요' };
    expect(normalizeReview(wire<Review>(withBody))).toEqual(reviewAnswerSchema.parse(withBody));
    expect(() => reviewAnswerSchema.parse(review)).toThrow();
  });

  it('a curriculum without usePlaybackRates offers playback rates', () => {
    const answer = wire<Curriculum>(curriculum);
    expect(normalizeCurriculum(answer)).toEqual(curriculumSchema.parse(curriculum));
    expect(normalizeCurriculum(answer).configuration.usePlaybackRates).toBe(true);
  });

  it('a curriculum that turns playback rates off keeps them off', () => {
    const sent = { ...curriculum, configuration: { usePlaybackRates: false } };
    expect(normalizeCurriculum(wire<Curriculum>(sent))).toEqual(curriculumSchema.parse(sent));
  });

  it('lesson types sent in capitals are lowercased (spec §3)', () => {
    const sent = {
      chapterKey: 'c1',
      items: [textLesson, { ...textLesson, key: 'l2', type: 'text' }],
    };
    const normalised = normalizeLessonList(wire<{ chapterKey: string; items: Lesson[] }>(sent));
    expect(normalised).toEqual(lessonListSchema.parse(sent));
    expect(normalised.items.map((lesson) => lesson.type)).toEqual(['text', 'text']);
  });

  it('an announcement without visibility is public; a private one stays private', () => {
    expect(normalizeAnnouncement(wire<Announcement>(announcement))).toEqual(
      announcementSchema.parse(announcement),
    );
    const hidden = { ...announcement, visibility: 'PRIVATE' };
    expect(
      normalizeAnnouncementSlice({ items: [wire<Announcement>(hidden)], nextCursor: null }).items,
    ).toEqual([announcementSchema.parse(hidden)]);
  });

  it.each([
    ['a list', [layoutItem]],
    ['a JSON string', JSON.stringify([layoutItem])],
    ['null', null],
  ])('a certificate layout sent as %s', (_, layout) => {
    const sent = { ...certificate, layout };
    expect(normalizeCertificate(wire<Certificate>(sent))).toEqual(certificateSchema.parse(sent));
  });

  it('a layout string that is not JSON, or not a list, counts as no layout', () => {
    for (const layout of ['{not json', '{"id":"i1"}']) {
      const sent = wire<Certificate>({ ...certificate, layout });
      expect(normalizeCertificate(sent).layout).toBeNull();
    }
  });
});
