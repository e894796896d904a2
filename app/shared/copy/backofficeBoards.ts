/**
 * Korean copy of the back-office board area's screens (issue 42; backoffice.md §2 "Q&A", §4
 * "waiting or answered"): the question list with its states and counts, and the answer page.
 * 해요체, as every back-office text.
 */
import type { QuestionStatus } from '@app/shared/api/contract/adminBoardRules';
import { formatCount } from '@ds/lib/text/number';

const questionStatusLabels: Record<QuestionStatus, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

export const backofficeBoardsCopy = {
  /** A question's change history (app/backoffice/boards/kinds.ts). */
  history: { name: '문의', fields: { answer: '답변' } },
  questionStatusLabels,
  // The question list
  questionsTitle: '문의',
  questionsIntro: '학습자가 클래스에 남긴 질문이에요. 답변하면 학습자의 질문 아래에 바로 보여요.',
  questionsCaption: '문의 목록',
  questionNoun: '문의',
  unit: '건',
  searchFilter: '검색',
  searchPlaceholder: '질문, 작성자, 클래스 이름',
  statusFilter: '답변 상태',
  columnQuestion: '질문',
  columnAuthor: '작성자',
  columnKlass: '클래스',
  columnCreated: '작성 일시',
  columnStatus: '답변 상태',
  counts: (waiting: number, answered: number) => `답변 대기 ${formatCount(waiting)}건 · 답변 완료 ${formatCount(answered)}건`,
  // The answer page
  answerTitle: '문의 답변',
  answerIntro: '저장하면 학습자가 자기 질문 아래에서 바로 읽어요.',
  questionHeading: '질문',
  attachedImages: '첨부 이미지',
  attachedImage: (index: number) => `첨부 이미지 ${index}`,
  answerField: '답변',
  answerHint: '줄바꿈은 학습자에게도 그대로 보여요.',
  answeredBy: (name: string, at: string) => `${name} 님이 ${at}에 답변했어요.`,
  saveAnswer: '답변 저장',
  answerSaved: '답변을 저장했어요.',
  answerStale: '다른 사람이 그사이 이 질문에 답변을 저장했어요. 적은 내용은 그대로 있어요. 최신 답변을 확인한 뒤 다시 저장하면 그 답변을 바꿔요.',
  loadFailed: '문의를 불러오지 못했어요.',
  retry: '다시 시도',
};
