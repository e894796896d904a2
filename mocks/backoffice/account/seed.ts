/**
 * The back-office account area's seeded data: the full operator's legacy session cookie
 * (`klass_session=…`, backoffice.md §7 Account), so the session call has a session to pick up.
 * Seeded after the shared back-office seed (`mocks/backoffice/seed.ts`), which creates the
 * operator the cookie names.
 */
import { db } from '@mocks/db/database';
import { seededOperators } from '../seed';

/** The cookie value of the full operator's legacy session (`klass_session=…`). */
export const LEGACY_SESSION_COOKIE = { name: 'klass_session', value: 'legacy-operator-session' } as const;

export async function seedAdminAccountArea(): Promise<void> {
  await db.legacySessions.create({ value: LEGACY_SESSION_COOKIE.value, accountKey: seededOperators.full.accountKey });
}
