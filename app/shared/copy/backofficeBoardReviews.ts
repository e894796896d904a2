/**
 * Korean copy of the BOARD area's review screens (issue 42; backoffice.md §2 "reviews", learner.md
 * §5 review guidance): the review list with its filters, states and counts, hiding and showing
 * with undo, and the reply page. A module of its own so the question and notice screens do not
 * carry these words. 해요체, as every back-office text.
 */
import type { ReviewReplyState, ReviewState } from '@app/shared/api/contract/adminBoardRules';
import { formatCount } from '@ds/lib/text/number';
import { withParticle } from '@app/shared/lib/korean/particle';

const stateLabels: Record<ReviewState, string> = { SHOWN: '공개 중', HIDDEN: '숨김' };
const replyStateLabels: Record<ReviewReplyState, string> = { REPLIED: '답글 있음', UNREPLIED: '답글 없음' };

export const backofficeBoardReviewsCopy = {
  /** A review's change history (app/backoffice/boards/kinds.ts). */
  history: { name: '후기', fields: { hidden: '공개 상태', reply: '답글' }, hidden: '숨김', shown: '공개 중' },
  stateLabels,
  replyStateLabels,
  // The list
  title: '후기',
  intro: '학습자가 클래스에 남긴 후기예요. 숨긴 후기는 학습자의 후기 목록과 클래스 별점에서 빠져요.',
  caption: '후기 목록',
  noun: '후기',
  unit: '건',
  searchFilter: '검색',
  searchPlaceholder: '후기 내용, 작성자',
  klassFilter: '클래스',
  klassPlaceholder: '클래스 이름 (초성도 돼요)',
  ratingFilter: '별점',
  ratingOption: (rating: string) => `${rating}점`,
  stateFilter: '공개 상태',
  replyFilter: '답글',
  columnReview: '후기',
  columnRating: '별점',
  columnKlass: '클래스',
  columnAuthor: '작성자',
  columnState: '공개 상태',
  columnReply: '답글',
  columnCreated: '작성 일시',
  rating: (rating: number) => `${rating}점`,
  counts: (shown: number, hidden: number) => `공개 중 ${formatCount(shown)}건 · 숨김 ${formatCount(hidden)}건`,
  hide: '숨기기',
  show: '다시 공개',
  hideOne: (start: string) => `‘${start}’ 후기 숨기기`,
  showOne: (start: string) => `‘${start}’ 후기 다시 공개`,
  hidden: (what: string) => `${withParticle(what, '을/를')} 숨겼어요. 학습자 목록과 별점에서 빠져요.`,
  shown: (what: string) => `${withParticle(what, '을/를')} 다시 공개했어요.`,
  oneReview: (start: string) => `‘${start}’ 후기`,
  /** A bulk change's toast names how many, never one of them: "후기 3개를 숨겼어요" (issue 38). */
  manyReviews: (count: number) => `후기 ${formatCount(count)}개`,
  changeFailed: '공개 상태를 바꾸지 못했어요. 다시 시도해 주세요.',
  selectionChanged: '그사이 조건에 맞는 후기 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 골라 주세요.',
  // The reply page
  replyTitle: '후기 답글',
  replyIntro: '후기에는 답글을 하나 달 수 있어요. 저장하면 학습자가 후기 아래에서 바로 읽어요.',
  reviewHeading: '후기',
  replyField: '답글',
  repliedBy: (name: string, at: string) => `${name} 님이 ${at}에 답글을 저장했어요.`,
  saveReply: '답글 저장',
  replySaved: '답글을 저장했어요.',
  replyStale: '다른 사람이 그사이 이 후기에 답글을 저장했어요. 적은 내용은 그대로 있어요. 최신 답글을 확인한 뒤 다시 저장하면 그 답글을 바꿔요.',
  hiddenNotice: '숨긴 후기예요. 학습자에게는 후기와 답글이 보이지 않아요.',
  loadFailed: '후기를 불러오지 못했어요.',
  retry: '다시 시도',
};
