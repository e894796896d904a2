/** Korean copy of announcements, notices, questions, reviews, certificates and shared pages. */
export const communityCopy = {} as const;
