/** Community-area seed (filled by the community mock work). */
import type { Faker } from '@faker-js/faker';

export async function seedCommunityArea(_faker: Faker): Promise<void> {}
