/**
 * Handlers reading a ticket of either type (class or course): the completion certificate and
 * the resource access token. The certificate is the back-office's named record the ticket's class
 * or course points to, else the primary (mocks/backoffice/certificates/resolve.ts), with the
 * service name of the organization info; a refunded ticket has none. A ticket whose class or course
 * the learner has not completed (the operator's 미수료) is refused in words
 * (`certificateNotCompleted`, which the dialog says): completion is the one rule of ../progress.ts
 * that gives my-class items their `isCompleted`, and the certificate is dated the day it was
 * reached (derived there from the play records), not the day it is printed. It names what was
 * completed (`klassTitle`: the class's title, or the course's), carries a number a person reads
 * (certificateNumber) and the serving tenant's logo, else the one uploaded with the certificate.
 */
import { inventoryEndpoints as endpoints, type TicketType } from '@app/shared/api/contract/inventory';
import { certificateFor } from '@mocks/backoffice/certificates/resolve';
import { handle } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { seoulDate } from '@mocks/engine/seoulTime';
import { requireAccount } from '@mocks/account/handlers';
import { servingPreferences } from '@mocks/tenant/handlers';
import { requireCourse } from '../courses';
import { requireKlass } from '../curriculum';
import { courseTicketCompletedAt, klassTicketCompletedAt } from '../progress';
import { signResourceToken } from '../resourceTokens';
import { requireOwnedCourseTicket, requireOwnedKlassTicket } from '../tickets';

function ownedTicket(accountKey: string, ticketKey: string, type: TicketType) {
  if (type === 'KLASS') {
    const ticket = requireOwnedKlassTicket(accountKey, ticketKey);
    return {
      status: ticket.status,
      targetId: ticket.klassId,
      title: () => requireKlass(ticket.klassId).title,
      completedAt: () => klassTicketCompletedAt(ticket),
    };
  }
  const ticket = requireOwnedCourseTicket(accountKey, ticketKey);
  return {
    status: ticket.status,
    targetId: ticket.courseId,
    title: () => requireCourse(ticket.courseId).title,
    completedAt: () => courseTicketCompletedAt(ticket),
  };
}

/** "제 2026-048213 호": the year and six digits drawn from the ticket key, the same on every print. */
export function certificateNumber(ticketKey: string, completedAt: string): string {
  let hash = 0;
  for (const char of ticketKey) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return `제 ${completedAt.slice(0, 4)}-${String(hash).padStart(6, '0')} 호`;
}

export const ticketMediaHandlers = {
  certificate: handle(endpoints.certificate, ({ auth, params, query }) => {
    const account = requireAccount(auth?.sub ?? '');
    const ticket = ownedTicket(account.accountKey, params.id, query.type);
    const none = () => new MockError('notFound', '수료증 정보가 없어요.', { ticketKey: params.id, type: query.type });
    if (ticket.status === 'REFUND') throw none();
    const completedOn = ticket.completedAt();
    if (completedOn === null) {
      throw new MockError('certificateNotCompleted', '아직 수료하지 않은 강의라 수료증을 볼 수 없어요. 수료 기준을 채우면 열려요.', {
        ticketKey: params.id,
      });
    }
    const template = certificateFor(query.type, ticket.targetId);
    if (!template) throw none();
    const completedAt = seoulDate(completedOn);
    const preferences = servingPreferences();
    return {
      ticketKey: params.id,
      type: query.type,
      templateImageUrl: template.templateImageUrl,
      layout: template.layout,
      layoutItem: {
        certificateCode: certificateNumber(params.id, completedAt),
        logo: preferences.theme.logoUrl ?? template.logoUrl,
        officialSeal: template.officialSealUrl,
        serviceName: preferences.corporation.serviceName,
        title: template.title,
        klassTitle: ticket.title(),
        displayName: account.displayName,
        completedAt,
      },
    };
  }),
  // Signed with whose ticket of which class it is, so the hub's play calls can check it (resourceTokens.ts).
  resourceAccessToken: handle(endpoints.resourceAccessToken, async ({ auth, body }) => {
    const accountKey = requireAccount(auth?.sub ?? '').accountKey;
    const ticket = ownedTicket(accountKey, body.ticketKey, body.tokenType);
    if (ticket.status === 'REFUND') throw new MockError('ticketRefund', '환불된 수강권이에요.');
    const signed = await signResourceToken({ accountKey, ticketKey: body.ticketKey, tokenType: body.tokenType, targetId: ticket.targetId });
    return { token: signed.token, tokenType: body.tokenType, expiredAt: signed.expiredAt };
  }),
};
