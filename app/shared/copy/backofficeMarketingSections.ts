/**
 * Korean copy of the MARKETING area's section navigation, a module of its own because the area's
 * declaration is part of the back-office's first download (not the marketing screens' copy).
 */
export const backofficeMarketingSectionsCopy = { navLabel: '팝업·띠 배너', popups: '팝업', banners: '띠 배너' };
