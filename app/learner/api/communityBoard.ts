/**
 * The learner's general board endpoint functions (communityBoard.ts contract), their query options
 * and keys — under the community's own keys (`communityKeys.all`), so what the back-office
 * announces for the learner's community (a board's write permission, an item) reaches them.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@app/shared/api/client/api';
import type { BodyInput, QueryInput } from '@app/shared/api/contract/endpoint';
import * as endpoints from '@app/shared/api/routes/communityBoard';
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
