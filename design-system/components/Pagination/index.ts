export { Pagination, type PaginationProps } from './Pagination';
export { paginationRange, type PageSlot } from './paginationRange';
