/** The site information's record type in words (issue 37; kit/kinds/defineKindWords.ts): its phone number as the form shows it. */
import { copy } from '@app/shared/copy';
import { formatPhone } from '@app/shared/lib/format/phone';
import { defineKindWords, fieldsOf } from '../kit/kinds/defineKindWords';

const text = copy.backofficeHistory.organizationRecord;

export default defineKindWords({
  recordTypes: {
    ORGANIZATION: { name: text.name, fields: fieldsOf(text.fields, { supportTel: (value) => formatPhone(String(value)) }) },
  },
});
