/**
 * What the lesson video calls (adminMasterVideo.ts) promise that the screens need without zod:
 * the area's error codes, the size a lesson's video may have and which files count as video. The
 * mock refuses by the same table, so the page's check before sending and the server's refusal
 * never disagree.
 */

/** A lecture's video: larger than an attachment's limit (FILE_UPLOAD_LIMITS.other), ours to choose. */
export const VIDEO_UPLOAD_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/** The extensions an untyped file counts as a video by; the picker offers them and the hint names them. */
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm', 'mkv'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** A video by its type or, when the browser did not type it, by its extension. */
export function isVideoFile(file: { name: string; type: string }): boolean {
  if (file.type.toLowerCase().startsWith('video/')) return true;
  const extension = /\.([^./\\]+)$/.exec(file.name.trim().toLowerCase())?.[1] ?? '';
  return file.type === '' || file.type === 'application/octet-stream' ? VIDEO_EXTENSIONS.some((known) => known === extension) : false;
}

export const videoErrorCodes = {
  /** The lesson is not a video lesson; `data.kind`. */
  videoNotVideoLesson: { code: 'video.lesson.not_video', status: 400 },
  /** The chosen file is not a video; `data.contentType`. */
  videoNotVideoFile: { code: 'video.file.not_video', status: 400 },
  /** The thumbnail's file is not an image; `data.contentType`. */
  videoThumbnailNotImage: { code: 'video.thumbnail.not_image', status: 400 },
} as const satisfies Record<string, { code: string; status: number }>;
export type VideoErrorName = keyof typeof videoErrorCodes;
