/**
 * Inventory-area seed: classes and lessons, tickets of every status and documented error,
 * packages, courses, content and the seeded learner's progress (see `mocks/inventory/seed/keys.ts`
 * for the keys tests and stories rely on), and the catalogue's 10,000 generated classes
 * (seed/catalogue.ts, built once per process). Dates are relative to the mock's clock at seed time.
 */
import type { Faker } from '@faker-js/faker';
import { seedBulk } from '@mocks/db/bulk';
import { catalogueKlassSeed } from './catalogue';
import { contentSeed } from './content';
import { klassSeed } from './klasses';
import { ticketSeed } from './tickets';
import { db } from '@mocks/db/database';

export async function seedInventoryArea(faker: Faker): Promise<void> {
  const { klasses, lessons } = klassSeed(faker);
  const tickets = ticketSeed(faker);
  const content = contentSeed(faker);
  for (const record of klasses) await db.klasses.create(record);
  // The catalogue's 10,000 classes, after the learner's (their lookups by key stay short).
  await seedBulk(db.klasses, catalogueKlassSeed);
  for (const record of lessons) await db.lessons.create(record);
  for (const record of tickets.packages) await db.packages.create(record);
  for (const record of tickets.packageOrders) await db.packageOrders.create(record);
  for (const record of tickets.courses) await db.courses.create(record);
  for (const record of tickets.courseTickets) await db.courseTickets.create(record);
  for (const record of tickets.klassTickets) await db.klassTickets.create(record);
  for (const record of content.announcements) await db.announcements.create(record);
  for (const record of content.attachments) await db.attachments.create(record);
  for (const record of content.lessonProgress) await db.lessonProgress.create(record);
}
