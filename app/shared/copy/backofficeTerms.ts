/**
 * Korean copy of the back-office terms pages (issue 31; backoffice.md §2 "Terms pages with
 * versions"): the list, a page's draft editor with its publishing, the version history and one
 * version's view. 해요체, as every back-office text.
 */
import type { TermsVersionState } from '@app/shared/api/contract/adminTermsRules';
import { TERMS_BODY_MAX } from '@app/shared/api/contract/adminTermsRules';
import { withParticle } from '@app/shared/lib/korean/particle';

const stateLabels: Record<TermsVersionState, string> = { CURRENT: '시행 중', SCHEDULED: '시행 예정', PAST: '지난 버전' };

export const backofficeTermsCopy = {
  /** A terms page's change history (app/backoffice/terms/kinds.ts). */
  history: {
    name: '약관',
    fields: { title: '약관 이름', required: '필수 동의', draftRevision: '초안 저장 번호', version: '버전', effectiveDay: '시행일' },
    required: '필수',
    optional: '선택',
    revision: (value: number) => `${value.toLocaleString('ko-KR')}번째 저장`,
  },
  listTitle: '약관',
  listIntro: '약관마다 초안을 고쳐 새 버전으로 발행해요. 발행한 버전은 고칠 수 없고, 시행일부터 학습자 사이트에 보여요.',
  caption: '약관 목록',
  noun: '약관',
  unit: '개',
  columnTitle: '약관',
  columnRequired: '동의',
  columnCurrent: '시행 중인 버전',
  columnScheduled: '시행 예정',
  columnDraft: '초안',
  columnVersions: '버전 수',
  required: '필수',
  optional: '선택',
  none: '없음',
  draftWaiting: '저장된 초안 있음',
  /** "제3판 · 2024.09.01 시행". */
  versionLine: (version: number, effectiveDay: string) => `제${version}판 · ${effectiveDay} 시행`,
  versionName: (version: number) => `제${version}판`,
  stateLabels,
  loadFailed: '약관을 불러오지 못했어요.',
  // Adding the tenant's own page
  add: '약관 추가',
  addTitle: '약관 추가',
  addIntro: '사이트만의 약관을 더해요. 추가한 뒤 첫 초안을 써서 발행해요.',
  fieldTitle: '약관 이름',
  fieldRequired: '회원이 꼭 동의해야 하는 약관이에요 (필수).',
  addSubmit: '추가',
  added: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 추가했어요.`,
  addFailed: '약관을 추가하지 못했어요. 입력한 내용은 그대로 있어요.',
  retry: '다시 시도',
  backToList: '약관 목록으로',
  backToPage: '이 약관의 초안과 버전 기록으로',
  // The editor
  draftTitle: '초안',
  noDraft: '지금은 초안이 없어요. 새 버전을 쓰려면 시행 중인 내용을 불러와 고쳐요.',
  startDraft: '새 버전 쓰기',
  fieldBody: '약관 내용',
  fieldBodyHint: `줄바꿈은 그대로 보여요. ${TERMS_BODY_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`,
  saveDraft: '초안 저장',
  draftSaved: '초안을 저장했어요.',
  draftUnsaved: '초안을 저장하지 못했어요. 쓴 내용은 그대로 있어요. 잠시 뒤 다시 저장해 주세요.',
  staleDraft: '다른 곳에서 이 초안이 먼저 저장됐어요. 쓴 내용은 그대로 있어요. 최신 내용을 확인한 뒤 다시 저장하면 이 내용으로 바뀌어요.',
  draftMeta: (revision: number, who: string, when: string) => `${revision}번째 저장 · ${who} · ${when}`,
  unsavedBeforePublish: '저장하지 않은 내용이 있어요. 초안을 저장한 뒤 발행해 주세요.',
  // Publishing
  publish: '새 버전으로 발행',
  publishTitle: '새 버전으로 발행할까요?',
  publishBody: (name: string) => `저장된 초안이 ${withParticle(name, '으로/로')} 발행돼요. 발행한 버전은 고칠 수 없고, 시행일부터 회원가입과 약관 동의 화면에 보여요.`,
  fieldEffectiveDay: '시행일',
  fieldEffectiveDayHint: '한국 시간 기준이에요. 오늘이나 그 뒤의 날짜를 골라요.',
  publishConfirm: '발행',
  published: (name: string) => `${withParticle(name, '을/를')} 발행했어요.`,
  publishFailed: '발행하지 못했어요. 잠시 뒤 다시 시도해 주세요.',
  // History
  historyTitle: '버전 기록',
  historyCaption: '발행한 버전, 최신 순',
  columnVersion: '버전',
  columnState: '상태',
  columnEffective: '시행일',
  columnPublished: '발행',
  publishedBy: (who: string, when: string) => `${who} · ${when}`,
  view: '보기',
  viewVersion: (name: string) => `${name} 보기`,
  noVersions: '아직 발행한 버전이 없어요.',
  // One version
  versionTitle: (title: string, name: string) => `${title} ${name}`,
  versionIntro: '발행한 그대로의 내용이에요. 발행한 버전은 고칠 수 없어요.',
  factState: '상태',
  factEffective: '시행일',
  factPublished: '발행',
} as const;
