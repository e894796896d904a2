/**
 * Every word the design system's components say on their own — button names, status lines,
 * screen-reader labels, validation sentences — as one typed interface. The design system is
 * domain-neutral and holds no Korean: the app supplies the values from its copy catalogue
 * (app/shared/copy/designSystem.ts) through DesignSystemMessagesProvider, and a component's own
 * prop, when the caller gives one, still wins over the value here.
 *
 * Sentences that carry values are functions, so the app decides word order and particles.
 */
export interface DesignSystemMessages {
  // Shared actions and states
  /** A dialog's or drawer's close button. */
  close: string;
  cancel: string;
  confirm: string;
  retry: string;
  /** A spinner's default status. */
  loading: string;
  /** An indeterminate progress bar's value text. */
  inProgress: string;
  /** A removable item's button ("{name} 삭제"), or `removeUnnamed` when the item has no text. */
  remove: (name: string) => string;
  removeUnnamed: string;
  /** A count announced after a visible label ("{label} {count}개"). */
  labelledCount: (label: string, count: number) => string;

  // Notifications (Alert, Toast)
  dismissNotice: string;
  /** The live region that holds the toasts. */
  notices: string;

  // Navigation
  breadcrumbs: string;
  mainNavigation: string;
  openMenu: string;
  /** A navigation item's count ("{count}건"). */
  navigationCount: (count: number) => string;
  /** Read after a link that opens a new window. */
  opensInNewWindow: string;

  // Pagination and cursor lists
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** Read after a page number ("3" + "페이지"). */
  pageUnit: string;
  loadMore: string;
  loadMoreFailed: string;
  /** How many items a cursor list shows, with the total when it is known. */
  loadedCount: (loaded: number, total?: number) => string;

  // Tables
  emptyList: string;
  listLoading: string;
  listFailed: string;
  selectAll: string;
  /** A row's checkbox ("{label} 선택"). */
  rowSelect: (rowLabel: string) => string;
  /** A row's name when the caller gives none ("{n}번째 행"). */
  rowNumber: (position: number) => string;

  // Form fields
  clearInput: string;
  showPassword: string;
  hidePassword: string;
  /** A field whose value was verified (an e-mail, a phone). */
  verified: string;
  startDate: string;
  endDate: string;
  endBeforeStart: string;
  /** A rating's words: index 0 before any choice, then one per star (1–5). */
  ratingLabels: readonly [string, string, string, string, string, string];
  ratingStar: (star: number) => string;
  ratingOutOf: (value: number, max: number) => string;

  // Files (sizes arrive formatted, e.g. "2 MB")
  fileDropPrompt: string;
  filePick: string;
  fileList: string;
  fileProgress: (fileName: string) => string;
  fileUploading: (size: string, percent: number) => string;
  fileUploaded: (size: string) => string;
  fileUploadFailed: string;
  fileMaxSize: (size: string) => string;
  /** The allowed types when the caller gives no label ("jpg, png 파일"). */
  fileTypes: (extensions: string) => string;
  fileWrongType: (allowed: string) => string;
  fileTooLarge: (maxSize: string, fileName: string, fileSize: string) => string;

  // Feedback
  errorTitle: string;
  errorDescription: string;
  imageFailed: string;
  unreadMessages: string;
  /** The unit read after an unread count. */
  countUnit: string;
}
