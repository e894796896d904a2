/** The assignment area's job kind and its class ticket's period in words (issues 37, 40; kit/kinds/defineKindWords.ts): "수강 상태: 수강 종료 → 수강 중", "수강 기간: 30일 → 60일". */
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { asNumber, defineKindWords, fieldsOf, inWords } from '../kit/kinds/defineKindWords';

const text = copy.backofficeAssignments;

export default defineKindWords({
  jobKinds: text.jobKinds,
  recordTypes: {
    KLASS_TICKET: {
      name: text.history.ticket,
      fields: fieldsOf(text.history.ticketFields, {
        status: inWords(text.enrolled.ticketStatus),
        expiredAt: (value) => formatDateTime(String(value)),
        periodDays: asNumber(text.history.days),
      }),
    },
  },
});
