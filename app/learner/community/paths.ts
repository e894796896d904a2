/** Paths of the community pages: the class community (optionally on one tab) and a single notice. */
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
