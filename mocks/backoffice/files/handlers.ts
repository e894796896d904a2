/**
 * Handlers of the file area: the JSON calls of `adminFile.ts` through `handle` (a master reaches
 * only their own account's files and uploads, `ownRecordsOf`; an operator the tenant's), and the raw
 * storage URLs those calls hand out (part PUTs, the content GET) as plain msw handlers — they
 * carry bytes, not JSON, and a token query instead of Authorization, like presigned URLs.
 * Injected scenario failures reach the raw ones by the ids `fileStorage.putPart` and
 * `fileStorage.content`.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { adminFileEndpoints, type UploadPlan } from '@app/shared/api/contract/adminFile';
import { errorResponse, handle } from '@mocks/engine/handle';
import { takeInjectedFailure } from '@mocks/engine/failures';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import {
  abortUpload,
  completeUpload,
  findStoredFile,
  downloadLinkOf,
  partUrlsOf,
  putPart,
  readContent,
  startUpload,
  type UploadSession,
} from './store';
import { actorOf } from '@mocks/engine/actor';
import { ownRecordsOf } from '@mocks/engine/access';

const PART_PATH = '/storage/uploads/:uploadId/parts/:partNumber';
const CONTENT_PATH = '/storage/files/:fileId';

/** A cross-origin page (start:real, e2e) may read these answer headers. */
const EXPOSED = { 'Access-Control-Expose-Headers': 'ETag, Content-Disposition, Content-Length' };


function origin(request: Request): string {
  return new URL(request.url).origin;
}

/** What `prepare` answers for an upload: its id, part size and one URL per part on this host. */
export function uploadPlanOf(
  session: Pick<UploadSession, 'uploadId' | 'partCount' | 'token' | 'partSize' | 'expiresAt'>,
  request: Request,
): UploadPlan {
  return {
    uploadId: session.uploadId,
    partSize: session.partSize,
    uploadUrls: partUrlsOf(session, origin(request)),
    expiresAt: new Date(session.expiresAt).toISOString(),
  };
}

/**
 * `attachment` with the name twice: an ASCII stand-in for old clients, and `filename*` (RFC 6266,
 * RFC 5987) percent-encoded UTF-8 so the Korean name survives.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A storage call: the scenario's latency and failures, then the answer or its MockError. */
async function storage(id: string, answer: () => Promise<Response> | Response): Promise<Response> {
  if (settings.latencyMs > 0) await delay(settings.latencyMs);
  const injected = takeInjectedFailure(id);
  try {
    if (injected) throw injected;
    return await answer();
  } catch (error) {
    if (!(error instanceof MockError)) throw error;
    const response = errorResponse(error);
    for (const [name, value] of Object.entries(EXPOSED)) response.headers.set(name, value);
    return response;
  }
}

export const adminFileHandlers = {
  prepareUpload: handle(adminFileEndpoints.prepareUpload, ({ body, auth, request }) => {
    const session = startUpload(body, actorOf(auth));
    return uploadPlanOf(session, request);
  }),

  completeUpload: handle(adminFileEndpoints.completeUpload, ({ params, body, auth }) =>
    completeUpload(params.uploadId, body.parts, ownRecordsOf(auth)),
  ),

  abortUpload: handle(adminFileEndpoints.abortUpload, ({ params, auth }) => {
    abortUpload(params.uploadId, ownRecordsOf(auth));
    return null;
  }),

  fileMetadata: handle(adminFileEndpoints.fileMetadata, ({ params, auth }) =>
    findStoredFile(params.fileId, ownRecordsOf(auth)),
  ),

  downloadFile: handle(adminFileEndpoints.downloadFile, ({ params, request, auth }) => {
    const file = findStoredFile(params.fileId, ownRecordsOf(auth));
    return downloadLinkOf(file.fileId, origin(request));
  }),
} satisfies Record<keyof typeof adminFileEndpoints, HttpHandler>;

export const fileStorageHandlers = {
  putPart: http.put(`*${PART_PATH}`, ({ request, params }) =>
    storage('fileStorage.putPart', async () => {
      const token = new URL(request.url).searchParams.get('token');
      const bytes = new Uint8Array(await request.arrayBuffer());
      const etag = putPart(String(params.uploadId), token, Number(params.partNumber), bytes);
      return new HttpResponse(null, { status: 200, headers: { ETag: etag, ...EXPOSED } });
    }),
  ),

  content: http.get(`*${CONTENT_PATH}`, ({ request, params }) =>
    storage('fileStorage.content', async () => {
      const token = new URL(request.url).searchParams.get('token');
      const { file, bytes } = await readContent(String(params.fileId), token);
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': contentDisposition(file.fileName),
          'Cache-Control': 'no-store',
          ...EXPOSED,
        },
      });
    }),
  ),
} satisfies Record<string, HttpHandler>;
