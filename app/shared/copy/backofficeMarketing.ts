/**
 * Korean copy of the back-office marketing popups and top banner (issue 31; backoffice.md §2
 * "Marketing popup and top banner"): the two lists with their on/off switch, the editor with each
 * field's words, and the schedule states. 해요체, as every back-office text.
 */
import type { PlacementKind, PlacementTarget, ScheduleState } from '@app/shared/api/contract/adminMarketingRules';
import { withParticle } from '@app/shared/lib/korean/particle';
import { PLACEMENT_MESSAGE_MAX, PLACEMENT_ORDER_MAX, PLACEMENT_TITLE_MAX, PLACEMENT_TITLE_MIN } from '@app/shared/api/contract/adminMarketingRules';

const kindNames: Record<PlacementKind, string> = { POPUP: '팝업', BANNER: '띠 배너' };
const targetLabels: Record<PlacementTarget, string> = { ALL: '모두', MEMBERS: '로그인한 회원', VISITORS: '로그인하지 않은 방문자' };
const stateLabels: Record<ScheduleState, string> = { UPCOMING: '예정', LIVE: '노출 기간', ENDED: '종료' };

export const backofficeMarketingCopy = {
  title: '팝업·띠 배너',
  intro: '학습자 사이트에 띄울 팝업과 맨 위 띠 배너를 정해요. 시간은 모두 한국 시간이에요.',
  kindNames,
  targetLabels,
  stateLabels,
  listCaption: (kind: PlacementKind) => `${kindNames[kind]} 목록`,
  noun: (kind: PlacementKind) => kindNames[kind],
  unit: '개',
  create: (kind: PlacementKind) => `${kindNames[kind]} 만들기`,
  columnTitle: '이름',
  columnState: '일정',
  columnPeriod: '기간 (한국 시간)',
  columnTarget: '대상',
  columnOrder: '순서',
  columnEnabled: '노출',
  period: (start: string, end: string | null) => `${start} ~ ${end ?? '종료 없음'}`,
  /** The switch's own name, per row: "‘봄 신규 클래스 오픈’ 노출". */
  enabledLabel: (title: string) => `‘${title}’ 노출`,
  switchedOn: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 노출해요.`,
  switchedOff: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 숨겼어요.`,
  liveOff: '꺼져 있어 보이지 않아요',
  loadFailed: '목록을 불러오지 못했어요.',
  retry: '다시 시도',
  // The editor
  createTitle: (kind: PlacementKind) => `새 ${kindNames[kind]}`,
  editTitle: (kind: PlacementKind) => `${kindNames[kind]} 수정`,
  formIntro: '저장하면 일정과 대상에 맞춰 학습자 사이트에 바로 반영돼요.',
  fieldTitle: '이름',
  fieldTitleHint: `팝업에서는 제목으로 보여요. ${PLACEMENT_TITLE_MIN}~${PLACEMENT_TITLE_MAX}자로 써요.`,
  fieldMessage: '문구',
  fieldMessageHint: `${PLACEMENT_MESSAGE_MAX}자까지 쓸 수 있어요.`,
  fieldImage: '이미지 주소',
  fieldImageHint: 'https:// 로 시작하는 이미지 주소예요. 비워 두면 문구만 보여요.',
  fieldLink: '링크',
  fieldLinkHint: '누르면 열릴 주소예요. http:// 또는 https:// 로 시작해야 해요.',
  fieldStart: '시작 일시',
  fieldEnd: '종료 일시',
  fieldEndHint: '비워 두면 끄기 전까지 계속 보여요.',
  fieldTarget: '대상',
  fieldOrder: '노출 순서',
  fieldOrderHint: `여러 개가 함께 보일 때 작은 숫자부터 보여요 (1~${PLACEMENT_ORDER_MAX}).`,
  save: '저장',
  created: (kind: PlacementKind) => `${withParticle(kindNames[kind], '을/를')} 만들었어요.`,
  saved: '저장했어요.',
  unsaved: '저장하지 못했어요. 입력한 내용은 그대로 있어요. 잠시 뒤 다시 저장해 주세요.',
  stale: '다른 곳에서 먼저 수정됐어요. 입력한 내용은 그대로 있어요. 최신 내용을 확인한 뒤 다시 저장하면 이 내용으로 바뀌어요.',
  showLatest: '최신 내용 새 탭에서 보기',
  scheduleNow: '지금 일정',
  backToList: '목록으로',
} as const;
