/**
 * Back-office general board endpoint functions (adminBoardItem.ts contract) and their query
 * options: the boards and who may write on each, the items, one item, writing and saving one, pinning and making private a
 * selection, and the comments' moderation.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { RequestOptions } from '@app/shared/api/client/httpClient';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/adminBoardItem';

export type BoardItemListQuery = QueryInput<typeof endpoints.boardItems>;
export type BoardItemSelection = BodyInput<typeof endpoints.flagBoardItems>['selection'];
export type BoardItemFlag = BodyInput<typeof endpoints.flagBoardItems>['flag'];
export type BoardItemContent = Omit<BodyInput<typeof endpoints.updateBoardItem>, 'basedOn'>;

export const adminBoardItemKeys = {
  all: ['adminBoardItem'] as const,
  boards: () => [...adminBoardItemKeys.all, 'boards'] as const,
  lists: () => [...adminBoardItemKeys.all, 'list'] as const,
  list: (query: BoardItemListQuery) => [...adminBoardItemKeys.lists(), query] as const,
  item: (itemKey: string) => [...adminBoardItemKeys.all, 'item', itemKey] as const,
  comments: (itemKey: string) => [...adminBoardItemKeys.all, 'comments', itemKey] as const,
};

export function boardsQuery() {
  return queryOptions({
    queryKey: adminBoardItemKeys.boards(),
    queryFn: ({ signal }) => api.request(endpoints.boards, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Sets who may write on a board. */
export function updateBoard(boardKey: string, writePermission: BodyInput<typeof endpoints.updateBoard>['writePermission'], options?: RequestOptions) {
  return api.request(endpoints.updateBoard, { params: { boardKey }, body: { writePermission } }, options);
}

export function boardItemsQuery(query: BoardItemListQuery) {
  return queryOptions({
    queryKey: adminBoardItemKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.boardItems, { query }, { signal }),
  });
}

export function boardItemQuery(itemKey: string) {
  return queryOptions({
    queryKey: adminBoardItemKeys.item(itemKey),
    queryFn: ({ signal }) => api.request(endpoints.boardItem, { params: { itemKey } }, { signal }),
  });
}

export function itemCommentsQuery(itemKey: string) {
  return queryOptions({
    queryKey: adminBoardItemKeys.comments(itemKey),
    queryFn: ({ signal }) => api.request(endpoints.itemComments, { params: { itemKey } }, { signal }),
  });
}

export function createBoardItem(boardKey: string, content: BoardItemContent) {
  return api.request(endpoints.createBoardItem, { body: { ...content, boardKey } });
}

export function updateBoardItem(itemKey: string, content: BoardItemContent, basedOn: string) {
  return api.request(endpoints.updateBoardItem, { params: { itemKey }, body: { ...content, basedOn } });
}

/** Pins or unpins, or makes private or public, a selection. */
export function flagBoardItems(selection: BoardItemSelection, flag: BoardItemFlag, value: boolean, options?: RequestOptions) {
  return api.request(endpoints.flagBoardItems, { body: { selection, flag, value } }, options);
}

export function hideComment(commentKey: string, hidden: boolean, options?: RequestOptions) {
  return api.request(endpoints.hideComment, { params: { commentKey }, body: { hidden } }, options);
}

export function deleteComment(commentKey: string) {
  return api.request(endpoints.deleteComment, { params: { commentKey } });
}
