/**
 * Seeded accounts. The logins below are documented in the README; keep the two in step.
 */
import type { Faker } from '@faker-js/faker';
import type { AccountRecord } from '../schemas';
import { db } from '../database';

export const seededLogins = {
  learner: { identifier: 'learner@klass.test', password: 'klass-learner-1' },
  newLearner: { identifier: 'new@klass.test', password: 'klass-newbie-1' },
  manager: { identifier: 'manager@klass.test', password: 'klass-manager-1' },
} as const;

const base = {
  emailVerified: true,
  id: null,
  hasPassword: true,
  linkedSocial: [],
  phone: null,
  phoneVerified: false,
  birthday: null,
  info: [],
  status: 'ACTIVE',
  roles: ['LEARNER'],
} satisfies Partial<AccountRecord>;

export function accountSeedRecords(faker: Faker): AccountRecord[] {
  const fixed: AccountRecord[] = [
    {
      ...base,
      accountKey: 'acc-learner',
      displayName: '김하늘',
      email: seededLogins.learner.identifier,
      password: seededLogins.learner.password,
      id: 'haneul01',
      phone: '010-1234-5678',
      phoneVerified: true,
      birthday: '1994-03-15',
      linkedSocial: ['KAKAO'],
    },
    {
      ...base,
      accountKey: 'acc-new',
      displayName: '이새봄',
      email: seededLogins.newLearner.identifier,
      password: seededLogins.newLearner.password,
      emailVerified: false,
    },
    {
      ...base,
      accountKey: 'acc-manager',
      displayName: '박운영',
      email: seededLogins.manager.identifier,
      password: seededLogins.manager.password,
      roles: ['LEARNER', 'MASTER'],
    },
  ];
  const generated = Array.from({ length: 20 }, (_, index): AccountRecord => {
    const lastName = faker.person.lastName();
    const firstName = faker.person.firstName();
    return {
      ...base,
      accountKey: `acc-gen-${String(index + 1).padStart(3, '0')}`,
      displayName: `${lastName}${firstName}`,
      email: `learner${index + 1}@klass.test`,
      password: faker.internet.password({ length: 12, prefix: 'a1' }),
      emailVerified: faker.datatype.boolean(),
    };
  });
  return [...fixed, ...generated];
}

export async function seedAccountArea(faker: Faker): Promise<void> {
  for (const account of accountSeedRecords(faker)) await db.accounts.create(account);
}
