/** The terms area's record type in words (issue 37; kit/kinds/defineKindWords.ts): "필수 동의: 선택 → 필수", "시행일: 2026.12.07". */
import { copy } from '@app/shared/copy';
import { asNumber, defineKindWords, fieldsOf, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeTerms.history;

export default defineKindWords({
  recordTypes: {
    TERMS: {
      name: text.name,
      fields: fieldsOf(text.fields, {
        required: yesNo(text.required, text.optional),
        draftRevision: asNumber(text.revision),
        effectiveDay: (value) => String(value).replaceAll('-', '.'),
      }),
    },
  },
});
