/**
 * The master workspace's record types in words (issue 44; kit/kinds/defineKindWords.ts): a publish
 * reads "게시한 때: 2026.12.07 15:00 → 2026.12.07 15:10 · 게시한 버전: 버전 12 → 버전 15 · 레슨:
 * 8개 → 9개" under "커리큘럼 게시 ‘클래스 이름’", a
 * lesson's video "영상 파일: 1강.mp4 → 1강 다시 찍음.mp4" under "레슨 영상 ‘클래스 · 레슨’".
 */
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { asNumber, defineKindWords, fieldsOf } from '../kit/kinds/defineKindWords';

const text = copy.backofficeMaster.history;

export default defineKindWords({
  recordTypes: {
    CURRICULUM: {
      name: text.curriculum.name,
      fields: fieldsOf(text.curriculum.fields, {
        publishedAt: (value) => formatDateTime(String(value)),
        version: asNumber(text.version),
        chapters: asNumber(text.items),
        lessons: asNumber(text.items),
      }),
    },
    LESSON_VIDEO: { name: text.lessonVideo.name, fields: fieldsOf(text.lessonVideo.fields) },
  },
});
