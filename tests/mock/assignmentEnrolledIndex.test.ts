/**
 * The enrolled list's index (mocks/backoffice/assignments/enrolledIndex.ts; issue 29: the list no
 * longer scans every ticket and account for each page, it reads Maps kept until their collection
 * changes). What must hold is that a kept index never answers an old page: after each kind of
 * write — a ticket's status updated, an account renamed, a ticket deleted, a ticket added by an
 * assignment job — the next page read says it, through the real endpoint.
 */
import { describe, expect, it } from 'vitest';
import { adminAssignmentEndpoints as endpoints } from '@app/shared/api/contract/adminAssignment';
import { runJobsUntilIdle } from '@mocks/backoffice/jobs/engine';
import { db } from '@mocks/db/database';
import { seededKlasses } from '@mocks/inventory/seed/keys';
import { useMockScenario } from './useMockScenario';

const target = { targetType: 'klasses', targetId: seededKlasses.main } as const;

describe('the enrolled list after a write', () => {
  const mock = useMockScenario('operator');
  const enrolled = (query: { q?: string; status?: ('ACTIVE' | 'STOPPED')[]; size?: number } = {}) =>
    mock.client().request(endpoints.enrolled, { params: target, query: { size: 100, ...query } });

  it('says a changed status, a renamed account, a deleted and an added ticket on the next page read', async () => {
    const before = await enrolled();
    const row = before.items[0];
    if (!row) throw new Error('the seeded main class has no enrolled account');
    // Read once more: the index is built and kept now, so what follows proves it is not stale.
    expect((await enrolled()).totalCount).toBe(before.totalCount);

    await db.klassTickets.update((q) => q.where({ klassTicketKey: row.ticketKey }), { data: (ticket) => void (ticket.status = 'STOPPED') });
    const stopped = await enrolled({ status: ['STOPPED'] });
    expect(stopped.items.find((item) => item.ticketKey === row.ticketKey)).toMatchObject({ status: 'STOPPED', statusLabel: '일시 정지' });

    await db.accounts.update((q) => q.where({ accountKey: row.accountKey }), { data: (account) => void (account.displayName = '색인확인') });
    expect((await enrolled({ q: '색인확인' })).items.map((item) => item.ticketKey)).toEqual([row.ticketKey]);

    db.klassTickets.delete((q) => q.where({ klassTicketKey: row.ticketKey }));
    const fewer = await enrolled();
    expect(fewer.totalCount).toBe(before.totalCount - 1);
    expect(fewer.items.some((item) => item.ticketKey === row.ticketKey)).toBe(false);

    // Given back to the same account by an assignment job: a ticket created, not updated.
    await mock.client().request(endpoints.assign, {
      body: {
        target: { targetType: 'KLASS', targetId: seededKlasses.main },
        people: { source: 'LIST', accountKeys: [row.accountKey] },
        startDay: null,
        completionTargetValue: '{}',
        memo: '',
      },
    });
    await runJobsUntilIdle();
    const again = await enrolled({ q: '색인확인' });
    expect(again.totalCount).toBe(1);
    expect(again.items[0]?.ticketKey).not.toBe(row.ticketKey);
    expect((await enrolled()).totalCount).toBe(before.totalCount);
  });
});
