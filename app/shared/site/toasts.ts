/** "Notification auto-hide: 2000 ms for the learner messages" (spec learner.md §9). */
export const LEARNER_TOAST_DURATION_MS = 2000;
