/** Inventory-area seed (filled by the inventory mock work). */
import type { Faker } from '@faker-js/faker';

export async function seedInventoryArea(_faker: Faker): Promise<void> {}
