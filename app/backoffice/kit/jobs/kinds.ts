/**
 * The job centre's own job kinds (exports, uploads, imports, and the kinds whose areas are not
 * built yet) and the JOB record type in words (issue 37; kit/kinds/defineKindWords.ts): an action
 * on a job reads "상태: 일시 정지 → 진행 중", "처리한 항목: 120건 → 240건".
 */
import { copy } from '@app/shared/copy';
import { asNumber, defineKindWords, fieldsOf, inWords } from '../kinds/defineKindWords';

const text = copy.backofficeJobCentre;
const record = copy.backofficeHistory.jobRecord;
const count = asNumber(record.count);

export default defineKindWords({
  jobKinds: text.kind,
  recordTypes: {
    JOB: {
      name: record.name,
      fields: fieldsOf(record.fields, { status: inWords(text.status), done: count, succeeded: count, failed: count, skipped: count }),
    },
  },
});
