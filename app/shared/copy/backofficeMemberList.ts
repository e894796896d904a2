/**
 * Korean copy of the member list and the withdrawn members (backoffice.md §2 "member list with
 * filters and download; withdrawn members", §7 Members; issue 16): the list's filters, columns
 * and totals, the bulk actions (group, marketing consent, the manager's withdrawal) with their
 * results, the export, and the withdrawn list (the section navigation's words are in
 * backofficeMemberSections.ts). Sentences that carry a name or a count are functions; counts
 * arrive formatted. The member fields' names and the consent and verification words are the
 * contract's (`adminMemberWords.ts`: the list's export writes them too).
 */
import {
  emailVerificationNames,
  marketingConsentNames,
  memberFieldNames,
  phoneCertificationNames,
} from '@app/shared/api/contract/adminMemberWords';

export const backofficeMemberListCopy = {
  unit: '명',
  memberNoun: '회원',

  // The list
  listTitle: '회원 목록',
  listIntro: '사이트의 회원을 찾고, 골라서 그룹·마케팅 수신·탈퇴를 한 번에 처리해요.',
  listCaption: '회원 목록',
  searchFilter: '이름·이메일·휴대폰',
  searchPlaceholder: '이름이나 초성(ㄱㅊㄹ), 이메일, 휴대폰 번호로 찾기',
  joinedFilter: memberFieldNames.joinedAt,
  marketingFilter: memberFieldNames.marketing,
  marketingAgreed: marketingConsentNames.AGREED,
  marketingDeclined: marketingConsentNames.DECLINED,
  groupFilter: memberFieldNames.groups,
  emailFilter: memberFieldNames.emailVerified,
  emailVerified: emailVerificationNames.VERIFIED,
  emailUnverified: emailVerificationNames.UNVERIFIED,
  phoneFilter: memberFieldNames.phoneCertified,
  phoneCertified: phoneCertificationNames.CERTIFIED,
  phoneUncertified: phoneCertificationNames.UNCERTIFIED,
  columnDisplayName: memberFieldNames.displayName,
  columnEmail: memberFieldNames.email,
  columnPhone: memberFieldNames.phone,
  columnJoinedAt: memberFieldNames.joinedAt,
  columnMarketing: memberFieldNames.marketing,
  columnGroups: memberFieldNames.groups,
  noPhone: '없음',
  noValue: '—',
  noGroup: '없음',
  verifiedMark: '(인증)',
  unverifiedMark: '(미인증)',
  certifiedOn: (date: string) => `(${date} 본인인증)`,
  loadFailed: '회원 목록의 설정을 불러오지 못했어요.',

  // Totals of the filter (the aggregation)
  totalsLabel: '검색 결과 합계',
  totalsMarketing: '마케팅 수신 동의',
  totalsEmail: '이메일 인증',
  totalsPhone: '휴대폰 본인인증',
  totalsValue: (count: string) => `${count}명`,

  // Export
  exportCsv: 'CSV로 내려받기',
  exportXlsx: '엑셀로 내려받기',
  exportSelection: '선택 내려받기',
  exportStarted: '내려받을 파일을 만들고 있어요. 작업 센터에서 진행 상황을 볼 수 있어요.',
  exportFailed: '내려받기를 시작하지 못했어요. 다시 시도해 주세요.',

  // Bulk actions
  addToGroup: '그룹에 추가',
  removeFromGroup: '그룹에서 빼기',
  agreeMarketing: '마케팅 수신 동의로',
  declineMarketing: '마케팅 수신 거부로',
  withdraw: '탈퇴 처리',
  withdrawAction: '탈퇴 처리',
  groupDialogAddTitle: '그룹에 추가',
  groupDialogRemoveTitle: '그룹에서 빼기',
  groupDialogScope: (scope: string) => `대상: ${scope}`,
  groupLabel: '그룹',
  groupPlaceholder: '그룹을 골라 주세요',
  groupRequired: '그룹을 골라 주세요.',
  cancel: '취소',
  apply: '적용',
  added: (name: string, added: string, already: string) => `'${name}' 그룹에 ${added}명을 추가했어요. (이미 있던 회원 ${already}명)`,
  removed: (name: string, removed: string) => `'${name}' 그룹에서 ${removed}명을 뺐어요.`,
  marketingChanged: (scope: string, agreed: boolean) => `${scope}의 마케팅 수신을 ${agreed ? '동의' : '거부'}로 바꿨어요.`,
  withdrawn: (count: string) => `${count}명을 탈퇴 처리했어요. 이제 로그인할 수 없어요.`,
  selectionChanged: '조건에 맞는 회원 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 골라 주세요.',
  actionFailed: '처리하지 못했어요. 다시 시도해 주세요.',

  // Withdrawn members
  withdrawnTitle: '탈퇴 회원',
  withdrawnIntro: '스스로 탈퇴했거나 관리자가 탈퇴 처리한 회원이에요. 탈퇴한 회원은 로그인할 수 없어요.',
  withdrawnCaption: '탈퇴 회원 목록',
  withdrawnNoun: '탈퇴 회원',
  withdrawnFilter: '탈퇴일',
  withdrawnByFilter: '탈퇴 방법',
  withdrawnBySelf: '본인 탈퇴',
  withdrawnByManager: '관리자 탈퇴 처리',
  columnWithdrawnAt: '탈퇴일',
  columnWithdrawnBy: '탈퇴 방법',
  unknownDate: '기록 없음',
} as const;
