/**
 * Korean copy of the back-office marketing popups and top banner (issue 31; backoffice.md §2
 * "Marketing popup and top banner"): the two lists with their on/off switch, the editor with each
 * field's words, and the schedule states. 해요체, as every back-office text.
 */
import type { PlacementKind, PlacementTarget, ScheduleState } from '@app/shared/api/contract/adminMarketingRules';
import { withParticle } from '@app/shared/lib/korean/particle';
import { PLACEMENT_MESSAGE_MAX, PLACEMENT_TITLE_MAX, PLACEMENT_TITLE_MIN } from '@app/shared/api/contract/adminMarketingRules';

const kindNames: Record<PlacementKind, string> = { POPUP: '팝업', BANNER: '띠 배너' };
const targetLabels: Record<PlacementTarget, string> = { ALL: '모두', MEMBERS: '로그인한 회원', VISITORS: '로그인하지 않은 방문자' };
const stateLabels: Record<ScheduleState, string> = { UPCOMING: '예정', LIVE: '노출 중', ENDED: '종료' };

export const backofficeMarketingCopy = {
  /** A popup's or banner's change history (app/backoffice/marketing/kinds.ts). */
  history: {
    name: '팝업·띠 배너',
    fields: { title: '이름', enabled: '노출', startAt: '시작 일시', endAt: '종료 일시', target: '대상', order: '노출 순서', linkUrl: '링크', imageUrl: '이미지' },
    shown: '노출',
    hidden: '숨김',
    orderAt: (value: number) => `${value.toLocaleString('ko-KR')}번째`,
  },
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
  /** The 순서 cell of a placement switched off or ended: it has no place in the order. */
  orderNone: '없음',
  columnEnabled: '노출',
  period: (start: string, end: string | null) => `${start} ~ ${end ?? '종료 없음'}`,
  /** The switch's own name, per row: "‘봄 신규 클래스 오픈’ 노출". */
  enabledLabel: (title: string) => `‘${title}’ 노출`,
  switchedOn: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 노출해요.`,
  switchedOff: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 숨겼어요.`,
  loadFailed: '목록을 불러오지 못했어요.',
  retry: '다시 시도',
  // The editor
  createTitle: (kind: PlacementKind) => `새 ${kindNames[kind]}`,
  editTitle: (kind: PlacementKind) => `${kindNames[kind]} 수정`,
  /** Deleting a popup or banner (issue 40). */
  remove: {
    heading: '삭제',
    intro: '잠시 멈추려면 목록에서 끄기만 해도 돼요. 삭제하면 되돌릴 수 없어요.',
    submit: '삭제하기',
    cancel: '취소',
    title: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 삭제할까요?`,
    body: '학습자 사이트에서 바로 사라지고, 되돌릴 수 없어요. 변경 이력에는 남아요.',
    done: (title: string) => `${withParticle(`‘${title}’`, '을/를')} 삭제했어요.`,
    failed: '삭제하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  formIntro: '저장하면 일정과 대상에 맞춰 학습자 사이트에 바로 반영돼요.',
  fieldTitle: '이름',
  /** Where the name shows, by kind (a banner shows it only without a message), and its length. */
  fieldTitleHint: {
    POPUP: `팝업에서는 제목으로 보여요. ${PLACEMENT_TITLE_MIN}~${PLACEMENT_TITLE_MAX}자로 써요.`,
    BANNER: `문구가 없으면 띠 배너에 이 이름이 보여요. ${PLACEMENT_TITLE_MIN}~${PLACEMENT_TITLE_MAX}자로 써요.`,
  } satisfies Record<PlacementKind, string>,
  fieldMessage: '문구',
  fieldMessageHint: `${PLACEMENT_MESSAGE_MAX}자까지 쓸 수 있어요.`,
  fieldImage: '이미지',
  fieldImageHint: 'PNG, JPG, GIF, WEBP 파일을 올려요. 팝업에서 가로 4 : 세로 3으로 보여요. 없으면 문구만 보여요.',
  imagePreviewAlt: '올린 이미지 미리보기',
  imagePreviewCaption: '학습자 팝업에 이렇게 보여요.',
  imagePreviewTitle: '팝업에 보일 이미지',
  /** A save asked while the image is not in the form yet: said at the image, nothing saved. */
  imagePending: {
    UPLOADING: '이미지를 아직 올리는 중이에요. 다 올라가면 저장할 수 있어요.',
    FAILED: '이미지를 올리지 못했어요. 다시 시도하거나 목록에서 지운 뒤에 저장해 주세요.',
  },
  removeImage: '이미지 빼기',
  fieldLink: '링크',
  fieldLinkHint: '누르면 열릴 주소예요. http:// 또는 https:// 로 시작해야 해요.',
  fieldStart: '시작 일시',
  fieldEnd: '종료 일시',
  fieldEndHint: '비워 두면 끄기 전까지 계속 보여요.',
  fieldTarget: '대상',
  // The order list
  orderSection: (kind: PlacementKind) => `${kindNames[kind]} 노출 순서`,
  orderIntro: (kind: PlacementKind) =>
    kind === 'POPUP'
      ? '켜 둔 팝업이 함께 노출될 때 위에서부터 하나씩 차례로 보여요. 위로·아래로 버튼이나 손잡이를 끌어서 순서를 바꿔요.'
      : '띠 배너는 한 번에 하나만 보여요. 노출 기간이 겹치면 맨 위의 배너가 보여요.',
  orderLine: (position: number, title: string) => `${position}. ${title}`,
  moveUp: (title: string) => `‘${title}’ 위로`,
  moveDown: (title: string) => `‘${title}’ 아래로`,
  moved: (title: string, position: number, total: number) => `${withParticle(`‘${title}’`, '을/를')} ${total}개 중 ${position}번째로 옮겼어요.`,
  orderFailed: '순서를 바꾸지 못했어요. 원래 순서로 되돌렸어요. 잠시 뒤 다시 해 주세요.',
  save: '저장',
  created: (kind: PlacementKind) => `${withParticle(kindNames[kind], '을/를')} 만들었어요.`,
  saved: '저장했어요.',
  scheduleNow: '지금 일정',
  backToList: '목록으로',
} as const;
