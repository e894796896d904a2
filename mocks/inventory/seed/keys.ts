/**
 * Keys of the seeded inventory records that documented cases rely on (tests, stories and
 * scenarios name them). All belong to the seeded learner 'acc-learner' unless said otherwise.
 */
export const seededKlasses = {
  /** Three chapters, every lesson type, progress, attachments, announcements, certificate. */
  main: 'klass-001',
  /** Watched through by the learner (kt-stopped) and without a certificate of its own: it prints the primary. */
  completed: 'klass-004',
  /** No playback-rate option, no completion criteria. */
  noPlaybackRates: 'klass-002',
  liveOnly: 'klass-007',
  /** Its second chapter is empty: `inventory.klass.not_prepared`. */
  notPrepared: 'klass-008',
  /** A chapter names a missing lesson (`inventory.nullpoint`), an unknown completion rule (`inventory.unknown`). */
  legacy: 'klass-009',
  /** Owned by nobody: entering it with a ticket of another class is `invalid`. */
  unknown: 'klass-999',
} as const;

export const seededChapters = {
  mainFirst: 'klass-001-ch1',
  notPreparedEmpty: 'klass-008-ch2',
  legacyBroken: 'klass-009-ch1',
} as const;

export const seededLessons = {
  /** Watched to the end (unsorted, overlapping tracks). */
  mainCompletedVideo: 'klass-001-l1',
  /** Half watched; the last-played lesson (recentData) with a resume position. */
  mainResumeVideo: 'klass-001-l2',
  mainText: 'klass-001-l3',
  mainPdf: 'klass-001-l5',
} as const;

/** Class tickets, one per status and per documented error. */
export const seededTickets = {
  active: 'kt-active',
  available: 'kt-available',
  scheduled: 'kt-scheduled',
  stopped: 'kt-stopped',
  refund: 'kt-refund',
  endOfTerm: 'kt-end-of-term',
  liveOnly: 'kt-live-only',
  notPrepared: 'kt-not-prepared',
  legacy: 'kt-legacy',
  /** STOPPED for longer than its allowed pause: `over_stopped`. */
  overStopped: 'kt-over-stopped',
  /** Hidden; ACTIVE but its period ended: `expired`. */
  expired: 'kt-expired',
  /** Hidden; ACTIVE without an end date: `expired_at_is_null`. */
  expiredAtNull: 'kt-no-expiry',
  /** Belongs to another learner: `not_found` for 'acc-learner'. */
  otherLearner: 'kt-other-learner',
} as const;

export const seededPackages = {
  marketing: { packageId: 'pkg-001', transactionKey: 'tx-20250301-0001' },
  /** Every ticket of this purchase is hidden, so the package lists only under HIDE. */
  designHidden: { packageId: 'pkg-002', transactionKey: 'tx-20250412-0002' },
} as const;

export const seededCourses = {
  fullStack: 'course-001',
  dataEngineering: 'course-002',
  /** Its two classes are the learner's completed ones (klass-004, klass-006): its ticket is complete. */
  workSkills: 'course-003',
} as const;

/** Course tickets, one per status; `active` holds the items below; `completed` is course-003's. */
export const seededCourseTickets = {
  active: { id: 'ct-001', key: 'ctk-7f3a91c2' },
  available: { id: 'ct-002', key: 'ctk-22b0e4d1' },
  scheduled: { id: 'ct-003', key: 'ctk-5c6d8e10' },
  stopped: { id: 'ct-004', key: 'ctk-91aa03fe' },
  refund: { id: 'ct-005', key: 'ctk-0d4e7b66' },
  endOfTerm: { id: 'ct-006', key: 'ctk-c8f2a517' },
  /** ACTIVE, every class of its course completed: its certificate prints (the others are refused). */
  completed: { id: 'ct-007', key: 'ctk-3e9b5d20' },
} as const;

export const seededCourseItems = {
  /** Already issued: issuing again is `already_started`; enter works. */
  issued: 'item-001',
  /** Not issued yet: validate says issuable, issue creates a class ticket. */
  notIssued: 'item-002',
  /** Live-only, on air now: live enter works. */
  liveNow: 'item-003',
  /** Live-only, starts in three days: live enter is `is_not_opened`. */
  liveLater: 'item-004',
} as const;
