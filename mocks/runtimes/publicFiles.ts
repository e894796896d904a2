/**
 * Files only the mock serves: msw's service worker script and the mock media (videos, captions,
 * images, attachments) under `mocks/public/`. They never reach a production build: Vite's dev
 * server and Storybook serve them in mock mode, and the mock HTTP server serves them itself.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const mockPublicDir = resolve(fileURLToPath(new URL('../public', import.meta.url)));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
};

/** The Content-Type of a file by its extension (also the static mode's, http/staticApp.ts). */
export function contentTypeOf(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface PublicFile {
  body: Buffer;
  contentType: string;
}

/** The file at a URL path under mocks/public, or null; never a file outside that folder. */
export async function readMockPublicFile(pathname: string): Promise<PublicFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(mockPublicDir, decoded));
  if (!path.startsWith(mockPublicDir + sep)) return null;
  try {
    if (!(await stat(path)).isFile()) return null;
    return {
      body: await readFile(path),
      contentType: contentTypeOf(path),
    };
  } catch {
    return null;
  }
}

export interface FileAnswer {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The answer for a file and an optional `Range` header. Video seeking (resume at the last
 * position) needs byte ranges, so single ranges are honoured.
 */
export function answerWithFile(file: PublicFile, range: string | undefined | null): FileAnswer {
  const size = file.body.length;
  const base = { 'Content-Type': file.contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-cache' };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match) {
    return { status: 200, headers: { ...base, 'Content-Length': String(size) }, body: file.body };
  }
  const [, startText = '', endText = ''] = match;
  const start = startText === '' ? Math.max(0, size - Number(endText)) : Number(startText);
  const end = startText === '' || endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start > end || start >= size) {
    return { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` }, body: Buffer.alloc(0) };
  }
  const body = file.body.subarray(start, end + 1);
  return {
    status: 206,
    headers: { ...base, 'Content-Length': String(body.length), 'Content-Range': `bytes ${start}-${end}/${size}` },
    body,
  };
}
