/**
 * The hub's signed media in the mock (issue 44): a URL on the origin that answered, signed for what
 * it opens (resourceTokens.ts `signMedia`), and the runtime's own media files read behind it. One
 * place for the class room's media, the editor's preview and the thumbnail frames, so each is
 * signed and checked the same way.
 */
import { bypass } from 'msw';
import { hubPlaybackErrorCodes } from '@app/shared/api/contract/hubPlaybackRules';
import { AreaMockError } from '@mocks/engine/AreaMockError';
import { errorResponse } from '@mocks/engine/handle';
import { signMedia } from '@mocks/inventory/resourceTokens';

export function originOf(request: Request): string {
  return new URL(request.url).origin;
}

/** `path` on the answering origin, signed to open `resource` (e.g. `video:<id>`). */
export async function signedPath(request: Request, path: string, resource: string): Promise<{ url: string; expiredAt: string }> {
  const { signature, expiredAt } = await signMedia(resource);
  return { url: `${originOf(request)}${path}?${new URLSearchParams({ signature }).toString()}`, expiredAt };
}

/** One of the runtime's media files (`/mock-media/…`), asked past the mock's own handlers. */
export function publicMedia(request: Request, path: string, headers?: Headers): Promise<Response> {
  return fetch(bypass(new Request(new URL(path, request.url), headers ? { headers } : {})));
}

export function hubError(name: keyof typeof hubPlaybackErrorCodes, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(hubPlaybackErrorCodes[name], message, data);
}

/** What a signed URL answers once its signature is not the hub's or has expired. */
export function linkRefused(): Response {
  return errorResponse(hubError('hubVideoForbidden', '영상 주소가 만료됐어요. 레슨을 다시 열어 주세요.'));
}
