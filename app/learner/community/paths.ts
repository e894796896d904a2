/** Paths of the community pages: the class community (optionally on one tab), a single notice, and the general boards. */
export const COMMUNITY_ROUTE = '/app/klass/:klassId/community';

export const communityTabs = ['announcements', 'notices', 'questions', 'reviews'] as const;
export type CommunityTab = (typeof communityTabs)[number];

export function isCommunityTab(value: string | null): value is CommunityTab {
  return communityTabs.some((tab) => tab === value);
}

export function communityPath(klassId: string, tab?: CommunityTab): string {
  const path = `/app/klass/${encodeURIComponent(klassId)}/community`;
  return tab === undefined ? path : `${path}?tab=${tab}`;
}

export const NOTICE_ROUTE = '/app/klass/:klassId/notice/:noticeId';

export function noticePath(klassId: string, noticeId: string, token?: string): string {
  const path = `/app/klass/${encodeURIComponent(klassId)}/notice/${encodeURIComponent(noticeId)}`;
  return token === undefined ? path : `${path}?${new URLSearchParams({ token }).toString()}`;
}

/** A general board's items, one item, and writing one (issue 42; learner.md names no such page, so the paths are ours). */
export const BOARD_ROUTE = '/app/boards/:boardKey';
export const BOARD_ITEM_ROUTE = '/app/boards/:boardKey/items/:itemKey';
export const BOARD_WRITE_ROUTE = '/app/boards/:boardKey/write';

export const boardPath = (boardKey: string): string => `/app/boards/${encodeURIComponent(boardKey)}`;
export const boardItemPath = (boardKey: string, itemKey: string): string => `${boardPath(boardKey)}/items/${encodeURIComponent(itemKey)}`;
export const boardWritePath = (boardKey: string): string => `${boardPath(boardKey)}/write`;
