/**
 * Deterministic seed: a fixed faker seed and Korean locale, so every run, test and browser starts
 * from the same world. Areas seed in dependency order (tenants, accounts, SSO, inventory,
 * community).
 */
import { fakerKO as faker } from '@faker-js/faker';
import { clearDatabase } from '../database';
import { seedAccountArea } from '@mocks/account/seed';
import { seedBackofficeArea } from '@mocks/backoffice/seed';
import { seedAdminAccountArea } from '@mocks/backoffice/account/seed';
import { seedJobArea } from '@mocks/backoffice/jobs/seed';
import { seedMemberArea } from '@mocks/backoffice/members/seed';
import { seedMemberDetailArea } from '@mocks/backoffice/memberDetail/seed';
import { seedOrderArea } from '@mocks/backoffice/orders/seed';
import { seedShippingArea } from '@mocks/backoffice/shipping/seed';
import { seedCommunityArea } from '@mocks/community/seed';
import { seedInventoryArea } from '@mocks/inventory/seed';
import { seedSsoArea } from '@mocks/sso/seed';
import { seedTenantArea } from '@mocks/tenant/seed';

export const FAKER_SEED = 20261122;

export async function seedDatabase(): Promise<void> {
  clearDatabase();
  faker.seed(FAKER_SEED);
  await seedTenantArea(faker);
  await seedAccountArea(faker);
  await seedSsoArea();
  await seedInventoryArea(faker);
  await seedCommunityArea(faker);
  await seedBackofficeArea();
  await seedAdminAccountArea();
  await seedJobArea();
  // After the accounts it puts in groups; it draws from its own faker.
  await seedMemberArea();
  await seedMemberDetailArea();
  // After the members (its buyers) and the inventory (the learner's tickets its orders granted).
  await seedOrderArea();
  // After the orders: one shipment per paid physical-goods order.
  await seedShippingArea();
}
