/**
 * Names of seeded things scenarios refer to: the accounts they log in as (by account key; the
 * logins and passwords are in docs/logins.md and `mocks/account/seed.ts`) and the tenants.
 */
import type { ScenarioSession } from './types';

export const sessions = {
  visitor: 'visitor',
  learner: { accountKey: 'acc-learner' },
  newLearner: { accountKey: 'acc-new' },
  manager: { accountKey: 'acc-manager' },
  /** The manager after the manager login picked authority 101 (클래스 운영 매니저). */
  master: { accountKey: 'acc-manager', masterRoleId: '101' },
  /** The teacher after the manager login picked the first of their two authorities, 201 (오선생의 수학 교실). */
  teacherMaster: { accountKey: 'acc-teacher', masterRoleId: '201' },
  /** Every operator permission (강운영, operator@klass.test). */
  operator: { accountKey: 'acc-operator' },
  /** Members and orders only (윤제한, limited@klass.test). */
  limitedOperator: { accountKey: 'acc-limited' },
  /** Product sales only, not the catalogue (한판매, product@klass.test; issue 40). */
  productOperator: { accountKey: 'acc-product' },
  /** Signed up through KAKAO/NAVER: no password, no login id (최소셜, social@klass.test). */
  socialOnly: { accountKey: 'acc-social' },
} as const satisfies Record<string, ScenarioSession>;

/** Seeded tenants a scenario may serve the site as (`mocks/tenant/seed.ts`). */
export const tenants = {
  academy: 'tenant-klass',
  socialAndSso: 'tenant-ocean',
  noTelephone: 'tenant-dusk',
  dropOut: 'tenant-closed',
  dropOutWithMessage: 'tenant-closed-message',
  archived: 'tenant-archived',
} as const;
