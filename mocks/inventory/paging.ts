/** Page slicing for the inventory lists (`page` starts at 1). */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  totalCount: number;
  totalPages: number;
}

export function paginate<T>(all: readonly T[], page: number, size: number): Page<T> {
  const start = (page - 1) * size;
  return {
    items: all.slice(start, start + size),
    page,
    size,
    totalCount: all.length,
    totalPages: Math.ceil(all.length / size),
  };
}
