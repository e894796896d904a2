/**
 * The learner's passes (`/rest/inventory/my-klass/pass…`, inventoryPass.ts; issue 40): the pass
 * tickets an assignment (or, later, a purchase) gave them, kept by the assignment area
 * (`db.passTickets`), each with its period and the classes it opens — every class the catalogue
 * shows and sells now, so a class the operator hides or stops leaves it at once.
 */
import { isPurchasable } from '@app/shared/api/contract/adminCatalogueWords';
import { inventoryPassEndpoints, type MyPass, type PassKlass } from '@app/shared/api/contract/inventoryPass';
import type { HttpHandler } from 'msw';
import { passTicketStatus } from '@mocks/backoffice/assignments/tickets';
import type { PassTicketRecord } from '@mocks/backoffice/assignments/collections';
import { db } from '@mocks/db/database';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { initialsMatch } from '@mocks/backoffice/members/nameChoseong';
import { contains, pageOf, type Predicate } from '@mocks/engine/query';
import { settings } from '@mocks/engine/settings';
import type { KlassRecord } from '../collections';
import { learnerKey } from './learner';

/** The classes a pass opens now: shown and on sale, in the catalogue's order. */
function operatingKlasses(now: number): KlassRecord[] {
  return db.klasses.findMany((q) => q.where((klass) => klass.catalogue.displayState === 'SHOW' && isPurchasable(klass.catalogue, now)));
}

function toMyPass(ticket: PassTicketRecord, klassCount: number, now: number): MyPass {
  const title = db.catalogueProducts.findFirst((q) => q.where({ itemKey: ticket.passKey }))?.title ?? ticket.passKey;
  return { passTicketKey: ticket.passTicketKey, passKey: ticket.passKey, title, status: passTicketStatus(ticket, now), start: ticket.start, expire: ticket.expire, klassCount };
}

/** A class title or teacher's name containing the query, or a title whose initials do ("ㅂㅇㄷ"). */
function klassSearch(q: string | undefined): Predicate<KlassRecord> | undefined {
  const initials = q ? initialsMatch(q.trim()) : undefined;
  return initials ? (klass) => initials({ displayName: klass.title }) : contains((klass) => `${klass.title} ${klass.masterName}`, q);
}

const toPassKlass = (klass: KlassRecord): PassKlass => ({ klassId: klass.klassId, title: klass.title, masterName: klass.masterName, coverImageUrl: klass.coverImageUrl });

export const inventoryPassHandlers = {
  myPasses: handle(inventoryPassEndpoints.myPasses, ({ auth }) => {
    const accountKey = learnerKey(auth);
    const now = settings.now();
    const tickets = db.passTickets.findMany((q) => q.where({ accountKey })).sort((a, b) => b.start.localeCompare(a.start));
    const klassCount = tickets.length === 0 ? 0 : operatingKlasses(now).length;
    return { items: tickets.map((ticket) => toMyPass(ticket, klassCount, now)) };
  }),

  myPass: handle(inventoryPassEndpoints.myPass, ({ auth, params, query }) => {
    const accountKey = learnerKey(auth);
    const ticket = db.passTickets.findFirst((q) => q.where({ passTicketKey: params.passTicketKey, accountKey }));
    if (!ticket) throw new MockError('notFound', '이용권을 찾을 수 없어요.', { passTicketKey: params.passTicketKey });
    const now = settings.now();
    const klasses = operatingKlasses(now);
    const search = klassSearch(query.q);
    const found = search ? klasses.filter(search) : klasses;
    return { pass: toMyPass(ticket, klasses.length, now), klasses: pageOf(found, query, toPassKlass) };
  }),
} satisfies Record<keyof typeof inventoryPassEndpoints, HttpHandler>;
