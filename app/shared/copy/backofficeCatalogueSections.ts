/**
 * Korean copy of the CONTENT area's section navigation (one tab per catalogue type), a module of its
 * own because the area's declaration is part of the back-office's first download.
 */
export const backofficeCatalogueSectionsCopy = { navLabel: '상품 종류', klasses: '클래스', books: '도서', goods: '굿즈', passes: '이용권' };
