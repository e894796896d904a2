/**
 * How much one back-office list call may carry (the back-office kit, issue 15), without zod: the
 * selection code on every list page reads them, and adminKit.ts builds its schemas from them, so a
 * page pays nothing for the contract's schemas to know a number.
 */

/** Most rows one list call answers. */
export const ADMIN_PAGE_SIZE_MAX = 1000;
/** Most keys a key selection (or a query scope's exclusions) may carry. */
export const SELECTION_KEYS_MAX = 1000;
