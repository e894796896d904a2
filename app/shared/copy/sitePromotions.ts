/**
 * Korean copy of the learner site's marketing popups and top banner (issue 31): the popup's
 * buttons, "오늘 하루 보지 않기", and the banner's close button.
 */
export const sitePromotionsCopy = {
  popupLink: '자세히 보기',
  hideToday: '오늘 하루 보지 않기',
  close: '닫기',
  /** The popup's position when several are live: "공지 2/3". */
  popupCount: (at: number, total: number) => `${total}개 중 ${at}번째`,
  bannerRegion: '알림 띠 배너',
  closeBanner: '띠 배너 닫기',
} as const;
