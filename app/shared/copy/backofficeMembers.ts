/**
 * Korean copy of the member-group screens (backoffice.md §7 Members "groups and their members";
 * issue 15's first screen on the kit): the group list, the name dialog and its field messages, the
 * delete confirmation that says the members are kept, a group's members with their filters and
 * bulk actions, the add dialog, the CSV import's words and the export. Sentences that carry a
 * name or a count are functions; counts arrive formatted. The member fields' names and the consent
 * words are the contract's (`adminMemberWords.ts`: the group export writes them too).
 */
import { marketingConsentNames, memberFieldNames } from '@app/shared/api/contract/adminMemberWords';
import { withParticle } from '@app/shared/lib/korean/particle';

export const backofficeMembersCopy = {

  unit: '명',
  groupUnit: '개',

  // The group list
  groupsTitle: '회원 그룹',
  groupsIntro: '회원을 그룹으로 묶어 쿠폰, 메시지, 수강 지급의 대상으로 써요.',
  groupsCaption: '회원 그룹 목록',
  groupNoun: '그룹',
  groupNameFilter: '그룹 이름',
  groupNameFilterPlaceholder: '그룹 이름으로 찾기',
  columnName: '그룹 이름',
  columnMemberCount: '회원 수',
  columnCreatedAt: '만든 날',
  columnUpdatedAt: '바꾼 날',
  columnActions: '관리',
  memberCount: (count: string) => `${count}명`,
  newGroup: '새 그룹',
  renameGroupOf: (name: string) => `${name} 이름 바꾸기`,
  deleteGroupOf: (name: string) => `${name} 삭제`,
  rename: '이름 바꾸기',
  delete: '삭제',

  // The name dialog
  createTitle: '새 그룹 만들기',
  renameTitle: '그룹 이름 바꾸기',
  nameLabel: '그룹 이름',
  nameHint: '2~30자, 한글·영문·숫자·특수문자',
  create: '만들기',
  save: '저장',
  cancel: '취소',
  nameTaken: '같은 이름의 그룹이 이미 있어요. 다른 이름을 입력해 주세요.',
  saveFailed: '저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  created: (name: string) => `'${name}' 그룹을 만들었어요.`,
  renamed: (name: string) => `그룹 이름을 ${withParticle(`'${name}'`, '으로/로')} 바꿨어요.`,

  // Deleting
  deleteTitle: (name: string) => `'${name}' 그룹을 삭제할까요?`,
  deleteBody: (count: string) =>
    `그룹에 있는 회원 ${count}명은 회원으로 그대로 남고, 이 그룹에서만 빠져요. 삭제한 그룹은 되돌릴 수 없어요.`,
  deleteEmptyBody: '그룹에 회원이 없어요. 삭제한 그룹은 되돌릴 수 없어요.',
  deleted: (name: string) => `'${name}' 그룹을 삭제했어요. 회원은 그대로예요.`,
  deleteFailed: '그룹을 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.',

  // A group's members
  membersIntro: (count: string) => `이 그룹의 회원 ${count}명`,
  membersCaption: '그룹 회원 목록',
  memberNoun: '회원',
  groupLoadFailed: '그룹을 불러오지 못했어요.',
  groupGone: '그룹을 찾을 수 없어요. 삭제되었을 수 있어요.',
  backToGroups: '그룹 목록으로',
  searchFilter: '이름·이메일·휴대폰',
  searchPlaceholder: '이름이나 초성(ㄱㅊㄹ), 이메일, 휴대폰 번호로 찾기',
  joinedFilter: memberFieldNames.joinedAt,
  marketingFilter: memberFieldNames.marketing,
  marketingAgreed: marketingConsentNames.AGREED,
  marketingDeclined: marketingConsentNames.DECLINED,
  columnDisplayName: memberFieldNames.displayName,
  columnEmail: memberFieldNames.email,
  columnPhone: memberFieldNames.phone,
  columnJoinedAt: memberFieldNames.joinedAt,
  columnMarketing: memberFieldNames.marketing,
  columnAddedAt: memberFieldNames.addedAt,
  noPhone: '없음',

  // Bulk and toolbar actions
  removeFromGroup: '그룹에서 빼기',
  removed: (scope: string) => `${withParticle(scope, '을/를')} 그룹에서 뺐어요.`,
  selectionChanged: '그 사이 목록이 바뀌어 빼지 못했어요. 목록을 새로 고쳤으니 다시 선택해 주세요.',
  addMembers: '회원 추가',
  importCsv: 'CSV로 추가',
  exportXlsx: '엑셀로 내려받기',
  exportSelection: '선택한 회원 내려받기',
  exportStarted: '내려받을 파일을 만들고 있어요. 작업 센터에서 진행 상황을 볼 수 있어요.',
  exportFailed: '내려받기를 시작하지 못했어요. 잠시 후 다시 시도해 주세요.',

  // The add dialog
  addTitle: (name: string) => `'${name}'에 회원 추가`,
  addSearchLabel: '회원 찾기',
  addSearchHint: '이름이나 초성(예: ㄱㅊㄹ), 이메일, 휴대폰 번호를 입력하고 찾기를 눌러 주세요.',
  addSearch: '찾기',
  addResultsCaption: '찾은 회원',
  addNoResults: '찾는 회원이 없어요.',
  addSearchFailed: '회원을 찾지 못했어요. 다시 시도해 주세요.',
  addResultCount: (count: string) => `${count}명을 찾았어요.`,
  addMoreResults: (shown: string, total: string) => `${total}명 중 ${shown}명을 보여 줘요. 더 자세히 입력해 보세요.`,
  inGroup: '이미 그룹에 있음',
  addSubmit: (count: string) => `${count}명 추가`,
  added: (count: string) => `${count}명을 그룹에 추가했어요.`,
  addedWithSkipped: (added: string, skipped: string) => `${added}명을 추가했어요. ${skipped}명은 추가하지 못했어요.`,
  addFailed: '회원을 추가하지 못했어요. 잠시 후 다시 시도해 주세요.',

  // The CSV import
  importTitle: (name: string) => `'${name}'에 CSV로 회원 추가`,
  importDescription: '이메일이나 휴대폰 번호가 든 CSV 파일을 올리면, 추가하기 전에 결과를 먼저 보여 줘요.',
  importColumn: '이메일 또는 휴대폰 번호',
  importContactRule: '이메일이나 010으로 시작하는 휴대폰 번호를 입력해 주세요.',
  importExisting: '이미 그룹에 있음',
  importNotFound: '회원을 찾을 수 없음',
  importNotFoundMessage: '이 이메일이나 휴대폰 번호의 회원을 찾을 수 없어요.',
  importFileName: (name: string) => `${name}_회원추가`,
} as const;
