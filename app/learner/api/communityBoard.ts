/**
 * The learner's general board endpoint functions (communityBoard.ts contract), their query options
 * and keys — under the community's own keys (`communityKeys.all`), so what the back-office
 * announces for the learner's community (a board's write permission, an item) reaches them — and
 * the upload of a file to attach, in parts through the storage every upload shares
 * (app/shared/upload/).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { BoardFile } from '@app/shared/api/contract/communityBoard';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/communityBoard';
import { runUpload, type UploadCalls, type UploadOptions } from '@app/shared/upload/multipart';
import { storageCalls } from '@app/shared/upload/storage';
import { communityKeys } from './community';

export type BoardItemsQuery = QueryInput<typeof endpoints.boardItems>;
export type NewBoardItem = BodyInput<typeof endpoints.createItem>;

export const communityBoardKeys = {
  all: [...communityKeys.all, 'boards'] as const,
  items: (boardKey: string, query: BoardItemsQuery) => [...communityBoardKeys.all, boardKey, 'items', query] as const,
  item: (boardKey: string, itemKey: string) => [...communityBoardKeys.all, boardKey, 'item', itemKey] as const,
};

export function boardItemsQuery(boardKey: string, query: BoardItemsQuery) {
  return queryOptions({
    queryKey: communityBoardKeys.items(boardKey, query),
    queryFn: ({ signal }) => api.request(endpoints.boardItems, { params: { boardKey }, query }, { signal }),
  });
}

export function boardItemQuery(boardKey: string, itemKey: string) {
  return queryOptions({
    queryKey: communityBoardKeys.item(boardKey, itemKey),
    queryFn: ({ signal }) => api.request(endpoints.boardItem, { params: { boardKey, itemKey } }, { signal }),
  });
}

export function createBoardItem(boardKey: string, body: NewBoardItem) {
  return api.request(endpoints.createItem, { params: { boardKey }, body });
}

/** A minute-long link to one of the item's attachments. */
export function attachmentLink(boardKey: string, itemKey: string, fileId: string) {
  return api.request(endpoints.attachmentLink, { params: { boardKey, itemKey, fileId } });
}

const attachmentCalls: UploadCalls<BoardFile> = {
  prepare: (body, signal) => api.request(endpoints.prepareAttachment, { body }, { signal }),
  complete: (uploadId, parts, signal) => api.request(endpoints.completeAttachment, { params: { uploadId }, body: { parts } }, { signal }),
  abort: (uploadId) => api.request(endpoints.abortAttachment, { params: { uploadId } }),
  ...storageCalls,
};

/** Uploads a file to attach to an item the learner writes; answers the file to name in `attachmentFileIds`. */
export function uploadAttachment(file: File, options?: UploadOptions): Promise<BoardFile> {
  return runUpload(file, attachmentCalls, options);
}
