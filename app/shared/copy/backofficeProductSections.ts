/**
 * Korean copy of the PRODUCT area's section navigation (the goods, the books, then the warehouses their stock
 * is kept in), a module of its own because the area's declaration is part of the back-office's
 * first download.
 */
export const backofficeProductSectionsCopy = {
  navLabel: '상품 판매',
  goods: '굿즈',
  books: '도서',
  warehouses: '창고',
};
