/**
 * The members area's record types in words (issue 37; kit/kinds/defineKindWords.ts): a member
 * ("마케팅 수신 동의: 동의 안 함 → 동의", "회원 상태: 정상 → 탈퇴", counted in 명) and a group
 * ("회원 수: 12명 → 95명"). A member's additional-info fields are the tenant's own: the screens
 * name them with the tenant's info-config (members/detail/historyWords.ts).
 */
import { copy } from '@app/shared/copy';
import { formatPhone } from '@app/shared/lib/format/phone';
import { asNumber, defineKindWords, fieldsOf, inWords, yesNo } from '../kit/kinds/defineKindWords';

const text = copy.backofficeMemberDetail.history;

export default defineKindWords({
  recordTypes: {
    MEMBER: {
      name: text.member,
      unit: text.memberUnit,
      fields: fieldsOf(text.memberFields, {
        phone: (value) => formatPhone(String(value)),
        marketingAgreement: yesNo(text.agreed, text.declined),
        nightMarketingAgreement: yesNo(text.agreed, text.declined),
        status: inWords(copy.backofficeMemberDetail.status),
      }),
    },
    MEMBER_GROUP: {
      name: text.group,
      fields: fieldsOf(text.groupFields, { memberCount: asNumber(text.memberCount) }),
    },
  },
});
