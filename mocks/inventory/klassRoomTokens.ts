/**
 * Class-room token bookkeeping. Entering a class issues a short-lived class-room token and a
 * refresh token; a later entry into the same class (another device) revokes the earlier token,
 * whose next progress report then answers `inventory.ticket-token.redundant-access` (spec §8).
 * A refresh rotates the pair once; reusing a refresh token is `inventory.ticket_token.conflict`.
 */
import type { KlassRoomToken } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type { KlassRoomTokenRecord, KlassTicketRecord } from './collections';
import { MockError } from '@mocks/engine/MockError';
import { opaqueToken } from './opaque';
import { nowMs } from './time';

/** Lifetimes in seconds; a scenario or test may shorten them. */
export const klassRoomTokenLifetimes = { accessSeconds: 10 * 60, refreshSeconds: 12 * 60 * 60 };

function toAnswer(record: KlassRoomTokenRecord): KlassRoomToken {
  return {
    klassRoomToken: record.token,
    refreshToken: record.refreshToken,
    expiredAt: new Date(record.expiresAt).toISOString(),
  };
}

async function issue(accountKey: string, klassId: string, klassTicketKey: string) {
  const now = nowMs();
  const record = await db.klassRoomTokens.create({
    token: opaqueToken('krt_'),
    refreshToken: opaqueToken('krr_'),
    accountKey,
    klassId,
    klassTicketKey,
    state: 'ACTIVE',
    refreshUsed: false,
    expiresAt: now + klassRoomTokenLifetimes.accessSeconds * 1000,
    refreshExpiresAt: now + klassRoomTokenLifetimes.refreshSeconds * 1000,
  });
  return toAnswer(record);
}

/** A new entry: the learner's earlier class-room tokens of this class stop working. */
export async function openKlassRoom(ticket: KlassTicketRecord): Promise<KlassRoomToken> {
  await db.klassRoomTokens.updateMany(
    (q) => q.where({ accountKey: ticket.accountKey, klassId: ticket.klassId, state: 'ACTIVE' }),
    {
      data(record) {
        record.state = 'REVOKED';
      },
    },
  );
  return issue(ticket.accountKey, ticket.klassId, ticket.klassTicketKey);
}

function redundantAccess(): MockError {
  return new MockError(
    'ticketTokenRedundantAccess',
    '다른 기기에서 같은 클래스를 듣고 있어서 여기서는 재생을 멈췄어요.',
  );
}

function tokenNotFound(): MockError {
  return new MockError(
    'klassTicketTokenNotFound',
    '강의실 입장 정보를 찾을 수 없어요. 다시 입장해 주세요.',
  );
}

/** The class-room token of a progress report, checked for its owner, its state and its age. */
export function requireKlassRoomToken(token: string, accountKey: string): KlassRoomTokenRecord {
  const record = db.klassRoomTokens.findFirst((q) => q.where({ token }));
  if (!record || record.accountKey !== accountKey) throw tokenNotFound();
  if (record.state === 'REVOKED') throw redundantAccess();
  if (record.state === 'ROTATED' || record.expiresAt <= nowMs()) {
    throw new MockError('klassTicketAccessTokenExpired', '강의실 입장 정보가 만료됐어요. 다시 입장해 주세요.');
  }
  return record;
}

export async function refreshKlassRoom(refreshToken: string): Promise<KlassRoomToken> {
  const record = db.klassRoomTokens.findFirst((q) => q.where({ refreshToken }));
  if (!record || record.refreshExpiresAt <= nowMs()) throw tokenNotFound();
  if (record.state === 'REVOKED') throw redundantAccess();
  if (record.refreshUsed) {
    throw new MockError('ticketTokenConflict', '입장 정보가 이미 새로 바뀌었어요. 다시 입장해 주세요.');
  }
  await db.klassRoomTokens.update((q) => q.where({ refreshToken }), {
    data(draft) {
      draft.state = 'ROTATED';
      draft.refreshUsed = true;
    },
  });
  return issue(record.accountKey, record.klassId, record.klassTicketKey);
}
