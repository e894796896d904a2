/**
 * Handlers of the "my classes" calls: all tickets, single classes, packages per transaction,
 * one ticket and the list status (hide/show). The lists leave out a class the catalogue hides
 * (its display state HIDE, issue 28), and a hidden package or course with its classes (issue 40):
 * an operator's hide shows here at once.
 */
import { inventoryEndpoints as endpoints } from '@app/shared/api/contract/inventory';
import { db } from '@mocks/db/database';
import type { KlassTicketRecord, PackageOrderRecord } from '../collections';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { by, pageOf, sortRows } from '@mocks/engine/query';
import { requireOwnedKlassTicket } from '../tickets';
import { toMyKlassItem } from '../views';
import { courseShown, packageShown } from '../shown';
import { learnerKey } from './learner';

/**
 * Whether the catalogue shows the ticket's class and what it came with: a class of a hidden
 * package or course leaves the lists with it (issue 40), as a hidden class does. A record the
 * catalogue lacks stays (its errors are the class room's).
 */
function shownInCatalogue(ticket: KlassTicketRecord): boolean {
  if (db.klasses.findFirst((q) => q.where({ klassId: ticket.klassId }))?.catalogue.displayState === 'HIDE') return false;
  if (ticket.packageId !== null && !packageShown(ticket.packageId)) return false;
  if (ticket.courseTicketId === null) return true;
  const courseId = db.courseTickets.findFirst((q) => q.where({ courseTicketId: ticket.courseTicketId ?? '' }))?.courseId;
  return courseId === undefined || courseShown(courseId);
}

const byNewest = by<KlassTicketRecord>((ticket) => ticket.createdAt, 'desc');

/** Most recently entered first, never-entered tickets after them (newest purchase first). */
function byRecentAccess(a: KlassTicketRecord, b: KlassTicketRecord): number {
  if (a.lastAccessedAt && b.lastAccessedAt) return b.lastAccessedAt.localeCompare(a.lastAccessedAt);
  if (a.lastAccessedAt) return -1;
  if (b.lastAccessedAt) return 1;
  return byNewest(a, b);
}

function orderTickets(order: PackageOrderRecord): KlassTicketRecord[] {
  return db.klassTickets.findMany((q) =>
    q.where({
      accountKey: order.accountKey,
      packageId: order.packageId,
      transactionKey: order.transactionKey,
    }),
  );
}

/** A purchase is hidden when every one of its tickets is hidden. */
function toMyPackage(order: PackageOrderRecord) {
  const pkg = db.packages.findFirst((q) => q.where({ packageId: order.packageId }));
  if (!pkg) throw new MockError('inventoryNullPoint', '패키지 정보를 불러오지 못했어요.');
  const tickets = orderTickets(order);
  return {
    packageId: pkg.packageId,
    title: pkg.title,
    coverImageUrl: pkg.coverImageUrl,
    transactionKey: order.transactionKey,
    purchasedAt: order.purchasedAt,
    klassCount: tickets.length,
    listStatus: tickets.every((ticket) => ticket.listStatus === 'HIDE')
      ? ('HIDE' as const)
      : ('SHOW' as const),
  };
}

export const myKlassHandlers = {
  myKlass: handle(endpoints.myKlass, ({ auth }) => {
    const accountKey = learnerKey(auth);
    const tickets = db.klassTickets.findMany((q) => q.where({ accountKey, listStatus: 'SHOW' })).filter(shownInCatalogue);
    return { items: tickets.sort(byRecentAccess).map(toMyKlassItem) };
  }),
  mySingleKlasses: handle(endpoints.mySingleKlasses, ({ auth, query }) => {
    const accountKey = learnerKey(auth);
    const tickets = db.klassTickets.findMany((q) =>
      q.where({
        accountKey,
        source: 'SINGLE',
        listStatus: (status) => query.listStatus.includes(status),
      }),
    ).filter(shownInCatalogue);
    return pageOf(sortRows(tickets, byNewest), query, toMyKlassItem);
  }),
  myPackages: handle(endpoints.myPackages, ({ auth, query }) => {
    const accountKey = learnerKey(auth);
    const orders = db.packageOrders
      .findMany((q) => q.where({ accountKey }))
      .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
    return {
      items: orders
        .filter((order) => packageShown(order.packageId))
        .map(toMyPackage)
        .filter((pkg) => query.listStatus.includes(pkg.listStatus)),
    };
  }),
  myPackage: handle(endpoints.myPackage, ({ auth, params, query }) => {
    const accountKey = learnerKey(auth);
    const order = db.packageOrders.findFirst((q) =>
      q.where({ accountKey, packageId: params.id, transactionKey: query.transactionKey }),
    );
    if (!order) {
      throw new MockError('notFound', '패키지를 찾을 수 없어요.', {
        packageId: params.id,
        transactionKey: query.transactionKey,
      });
    }
    return { ...toMyPackage(order), items: orderTickets(order).filter(shownInCatalogue).sort(byNewest).map(toMyKlassItem) };
  }),
  klassTicket: handle(endpoints.klassTicket, ({ auth, params }) =>
    toMyKlassItem(requireOwnedKlassTicket(learnerKey(auth), params.key)),
  ),
  listStatus: handle(endpoints.listStatus, async ({ auth, body }) => {
    const ticket = requireOwnedKlassTicket(learnerKey(auth), body.klassTicketKey);
    const updated = await db.klassTickets.update(
      (q) => q.where({ klassTicketKey: ticket.klassTicketKey }),
      {
        data(record) {
          record.listStatus = body.listStatus;
        },
      },
    );
    return toMyKlassItem(updated ?? ticket);
  }),
};
