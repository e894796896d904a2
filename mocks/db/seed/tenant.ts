/** Tenant-area seed (filled by the tenant mock work). */
import type { Faker } from '@faker-js/faker';

export async function seedTenantArea(_faker: Faker): Promise<void> {}
