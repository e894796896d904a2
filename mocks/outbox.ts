/**
 * The mock's mail outbox. No mail leaves the mock: every verification code, password reset link
 * and invitation is stored here, so the dev panel can show the latest one and tests can read it.
 * It lives in the database, so it persists and resets with the rest of the mock world.
 */
import { db } from '@mocks/db/database';
import type { OutboxRecord } from '@mocks/account/schemas';
import { settings } from '@mocks/engine/settings';

export type OutboxKind = OutboxRecord['kind'];

export interface OutgoingMail {
  kind: OutboxKind;
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

export async function sendMail(mail: OutgoingMail): Promise<OutboxRecord> {
  const seq = Math.max(0, ...db.outbox.all().map((entry) => entry.seq)) + 1;
  return db.outbox.create({
    seq,
    kind: mail.kind,
    to: mail.to.trim().toLowerCase(),
    subject: mail.subject,
    body: mail.body,
    code: mail.code ?? null,
    link: mail.link ?? null,
    sentAt: settings.now(),
  });
}

/** The most recent mail, optionally only of one kind or to one address; null when none. */
export function latestOutbox(filter: { kind?: OutboxKind; to?: string } = {}): OutboxRecord | null {
  let latest: OutboxRecord | null = null;
  for (const entry of db.outbox.all()) {
    if (filter.kind && entry.kind !== filter.kind) continue;
    if (filter.to && entry.to !== filter.to.trim().toLowerCase()) continue;
    if (!latest || entry.seq > latest.seq) latest = entry;
  }
  return latest;
}
