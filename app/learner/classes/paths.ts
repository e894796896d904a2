/** The feature's URLs, built in one place so links and routes agree. */
export const MY_CLASSES_PATH = '/app/user/klasses';

export function klassRoomPath(klassId: string, klassTicketKey: string): string {
  return `/app/klass/${encodeURIComponent(klassId)}?${new URLSearchParams({ ticket: klassTicketKey }).toString()}`;
}

export function courseTicketPath(courseTicketId: string): string {
  return `/app/user/course-tickets/${encodeURIComponent(courseTicketId)}`;
}

/** A pass the learner holds and the classes it opens (issue 40). */
export function passPath(passTicketKey: string): string {
  return `/app/user/passes/${encodeURIComponent(passTicketKey)}`;
}
