/**
 * Root-relative URLs of the mock's media under `mocks/public/mock-media/`; `handle()` makes them absolute
 * to the origin that answered, and every runtime serves that folder (see mocks/runtimes/publicFiles.ts).
 * The one sample video is 12 seconds long, so every seeded video lesson says so; the HLS lesson
 * streams the same 12 seconds (H.264, three 4 s MPEG-TS segments, about 110 KB in all).
 */
export const media = {
  video: '/mock-media/video/lesson-sample.webm',
  videoHls: '/mock-media/video/hls/lesson-sample.m3u8',
  videoSeconds: 12,
  poster: '/mock-media/video/lesson-sample-poster.png',
  captionsKo: '/mock-media/video/lesson-sample.ko.vtt',
  /** Frames of the sample at 2, 6 and 10 s: what the hub offers a transcoded video's thumbnail from. */
  videoFrames: [
    { seconds: 2, url: '/mock-media/video/frames/lesson-sample-02s.jpg' },
    { seconds: 6, url: '/mock-media/video/frames/lesson-sample-06s.jpg' },
    { seconds: 10, url: '/mock-media/video/frames/lesson-sample-10s.jpg' },
  ],
  masterProfile: '/mock-media/images/master-profile.svg',
  /** The ocean tenant's logo (tenant-ocean's `theme.logoUrl`). */
  oceanLogo: '/mock-media/images/ocean-logo.svg',
  certificateTemplate: '/mock-media/certificate/template.svg',
  certificateTemplatePlain: '/mock-media/certificate/template-plain.svg',
  certificateTemplateClassic: '/mock-media/certificate/template-classic.png',
  certificateLogo: '/mock-media/certificate/logo.svg',
  certificateSeal: '/mock-media/certificate/seal.svg',
  handoutPdf: '/mock-media/attachments/lesson-handout.pdf',
  handoutPdfBytes: 637,
  summaryText: '/mock-media/attachments/chapter-1-summary.txt',
  summaryTextBytes: 67,
} as const;

const COVER_COUNT = 8;

/** One of the eight cover images, cycling. */
export function coverUrl(index: number): string {
  return `/mock-media/covers/cover-${String((index % COVER_COUNT) + 1).padStart(2, '0')}.svg`;
}
