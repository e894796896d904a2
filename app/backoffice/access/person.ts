/**
 * Who the signed-in person is to the back-office, and what that lets them use. Pure rules over the
 * permissions call or the master profile (backoffice.md §6), whichever the session's side asked,
 * unit-tested; React reads them through useBackofficePerson.
 */
import type { MasterProfile, OperatorAccess } from '@app/shared/api/contract/adminAccount';
import { missingAccess, type EndpointAccess } from '@app/shared/api/contract/permissions';
import { backofficeAreas, type BackofficeArea } from './areas';

export interface BackofficePerson {
  /** Set when the session is an operator's (no MASTER role, and the permissions call answered). */
  operator: OperatorAccess | null;
  /** Set when the session carries the MASTER role (master/me answered). */
  master: MasterProfile | null;
}

/** Neither an operator nor a master: the back-office has nothing for this account. */
export function hasNoAccess(person: BackofficePerson): boolean {
  return person.operator === null && person.master === null;
}

/** The rule the mock refuses by (`missingAccess`): an operator permission, any operator, a master, or either. */
export function mayUse(person: BackofficePerson, access: EndpointAccess): boolean {
  return (
    missingAccess(access, {
      isMaster: person.master !== null,
      operatorPermissions: person.operator?.permissions ?? null,
    }) === null
  );
}

/** The areas this person may use, in navigation order (built or not yet). */
export function usableAreas(person: BackofficePerson): BackofficeArea[] {
  return backofficeAreas.filter((area) => mayUse(person, area.access));
}

/** The area a back-office path belongs to (its own path or below it), if any. */
export function areaOfPath(pathname: string): BackofficeArea | undefined {
  return backofficeAreas.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`));
}
