/** The feature's URLs, built in one place so links and routes agree. */
export const MY_CLASSES_PATH = '/app/user/klasses';

/** My classes' tabs; the one open is in the address (`?tab=passes`), so a way back returns to it. */
export const myClassesTabs = ['single', 'packages', 'courses', 'passes'] as const;
export type MyClassesTab = (typeof myClassesTabs)[number];

export function myClassesTabPath(tab: MyClassesTab): string {
  return tab === 'single' ? MY_CLASSES_PATH : `${MY_CLASSES_PATH}?${new URLSearchParams({ tab }).toString()}`;
}

export function myClassesTabOf(value: string | null): MyClassesTab {
  return myClassesTabs.find((tab) => tab === value) ?? 'single';
}

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
