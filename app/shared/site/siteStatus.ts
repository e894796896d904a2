/**
 * The tenant-status rules of the site (spec learner.md §2 service-ended and archived pages, §4
 * "Site status"): which page replaces the site, and which contact the service-ended page offers.
 */
import type { Corporation, Preferences } from '@app/shared/api/contract/tenant';

export type SiteGate = 'open' | 'serviceEnded' | 'archived';

/** The manager login the service-ended page links to stays reachable, or the link would loop. */
export const MANAGER_LOGIN_PATH = '/app/login/manager';

/**
 * The login page renders without the preferences when they cannot be read (issue 39: a backend
 * that is down must not hide the login form): it offers email login and says the server cannot
 * be reached. Every other page needs them and shows the error.
 */
export const PAGE_WITHOUT_PREFERENCES = '/app/login';

export function siteGate(status: Preferences['status'], pathname: string): SiteGate {
  if (status === 'DROP_OUT') return pathname === MANAGER_LOGIN_PATH ? 'open' : 'serviceEnded';
  if (status === 'ARCHIVED') return 'archived';
  return 'open';
}

export type SupportContact = { kind: 'tel'; value: string; href: string } | { kind: 'email'; value: string; href: string };

/** "A contact box shows the support telephone if present, otherwise the email." */
export function supportContact(corporation: Corporation): SupportContact {
  const tel = corporation.supportTel?.trim();
  if (tel) return { kind: 'tel', value: tel, href: `tel:${tel.replace(/[^0-9+]/g, '')}` };
  return { kind: 'email', value: corporation.email, href: `mailto:${corporation.email}` };
}

/** A custom message (or title) replaces the default text; a blank one does not. */
export function customText(value: string | null): string | null {
  const text = value?.trim();
  return text ? text : null;
}
