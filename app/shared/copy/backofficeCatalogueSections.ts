/**
 * Korean copy of the CONTENT area's section navigation (one tab per catalogue type, then the
 * categories), a module of its own because the area's declaration is part of the back-office's
 * first download.
 */
export const backofficeCatalogueSectionsCopy = {
  navLabel: '상품 종류',
  klasses: '클래스',
  courses: '코스',
  packages: '패키지',
  books: '도서',
  goods: '굿즈',
  passes: '이용권',
  categories: '카테고리',
};
