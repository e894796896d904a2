/**
 * Whose class a master session may touch (issue 44): the class's `masterId` must be the master
 * authority the session's MASTER role names (the add-role's role id). Another master's class is
 * answered as if it did not exist (404 `request.not_found`), the contract's rule for records
 * another holds (permissions.ts), after the role walk's own gate (`access: master`) has let the
 * session in at all.
 */
import type { AccessClaims } from '@mocks/auth/tokens';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import type { KlassRecord } from '@mocks/inventory/collections';

/** The master authority the session works as; the gate let only MASTER sessions through. */
export function masterIdOf(auth: AccessClaims | null): string {
  return auth?.roleId ?? '';
}

export function ownKlass(auth: AccessClaims | null, klassId: string): KlassRecord {
  const klass = db.klasses.findFirst((q) => q.where({ klassId }));
  if (!klass || klass.masterId === null || klass.masterId !== masterIdOf(auth)) {
    throw new MockError('notFound', '클래스를 찾을 수 없어요.', { klassId });
  }
  return klass;
}

/** The session's own classes, in the order stored. */
export function ownKlasses(auth: AccessClaims | null): KlassRecord[] {
  const masterId = masterIdOf(auth);
  return db.klasses.findMany((q) => q.where({ masterId }));
}
