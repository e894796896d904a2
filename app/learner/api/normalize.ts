/**
 * The answers the app reads differently from how a backend may send them (the contract's
 * transforms and defaults say the same for the tests and the development check). The client does
 * not run the schemas in production (app/shared/api/client/send.ts), so the endpoint functions of these
 * answers pass them through here. Each function takes what a backend may send, even where the
 * declared type already says the normalised form.
 */
import type { Review } from '@app/shared/api/contract/community';
import type {
  Announcement,
  Certificate,
  CertificateLayoutItem,
  Curriculum,
  Lesson,
} from '@app/shared/api/contract/inventory';

/** Spec §3: playback rates are offered unless the class turns them off. */
export function normalizeCurriculum(curriculum: Curriculum): Curriculum {
  const { usePlaybackRates } = curriculum.configuration as { usePlaybackRates?: boolean };
  return { ...curriculum, configuration: { usePlaybackRates: usePlaybackRates ?? true } };
}

/** Spec §3 "type (lowercased)": a backend may send `VIDEO`. */
export function normalizeLesson(lesson: Lesson): Lesson {
  const type: string = lesson.type;
  return { ...lesson, type: type.toLowerCase() } as Lesson;
}

export function normalizeLessonList<T extends { items: Lesson[] }>(list: T): T {
  return { ...list, items: list.items.map(normalizeLesson) };
}

/** An announcement without a visibility is public. */
export function normalizeAnnouncement(announcement: Announcement): Announcement {
  const { visibility } = announcement as { visibility?: Announcement['visibility'] };
  return { ...announcement, visibility: visibility ?? 'PUBLIC' };
}

export function normalizeAnnouncementSlice<T extends { items: Announcement[] }>(slice: T): T {
  return { ...slice, items: slice.items.map(normalizeAnnouncement) };
}

/**
 * The layout is a JSON list, which a backend may send as a JSON string. A string that is not JSON
 * counts as no layout (the print button is then disabled, spec §2) rather than breaking the page.
 */
export function normalizeCertificate(certificate: Certificate): Certificate {
  const layout: unknown = certificate.layout;
  if (typeof layout !== 'string') return certificate;
  try {
    const parsed: unknown = JSON.parse(layout);
    return {
      ...certificate,
      layout: Array.isArray(parsed) ? (parsed as CertificateLayoutItem[]) : null,
    };
  } catch {
    return { ...certificate, layout: null };
  }
}

/** Spec §3 "Review: key, rating, body or content": a review sent with `content` is read as `body`. */
export function normalizeReview(review: Review): Review {
  const sent: Review & { content?: unknown } = review;
  if (typeof sent.body === 'string') return review;
  const { content, ...rest } = sent;
  return { ...rest, body: typeof content === 'string' ? content : '' };
}
