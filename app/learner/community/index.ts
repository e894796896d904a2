/**
 * Public surface of the community feature: the class sections (announcements, notices,
 * questions, reviews) and the review dialog, imported by the class room and my-classes cards.
 */
export { KlassAnnouncements } from './announcements/KlassAnnouncements';
export { KlassNotices } from './notices/KlassNotices';
export { KlassQuestions } from './questions/KlassQuestions';
export { KlassReviews } from './reviews/KlassReviews';
export { ReviewDialog } from './reviewDialog/ReviewDialog';
