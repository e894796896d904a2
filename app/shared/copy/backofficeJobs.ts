/**
 * Korean copy of the back-office job centre (issue 15 "Job centre"; backoffice.md §4): the
 * shell's words (backofficeJobCentre.ts) and the drawer's and jobs page's: each job's progress,
 * result and actions, the confirmation of the irreversible cancel, the jobs page.
 */
import { formatCount } from '@ds/lib/text/number';
import type { JobAction } from '@app/shared/api/contract/adminJob';
import { backofficeJobCentreCopy, quotedTitle } from './backofficeJobCentre';

export const backofficeJobsCopy = {
  ...backofficeJobCentreCopy,
  drawerTitle: '최근 작업',
  closeDrawer: '작업 센터 닫기',
  viewAll: '모든 작업 보기',
  empty: '아직 시작한 작업이 없어요.',
  loadFailed: '작업 목록을 불러오지 못했어요.',
  retryLoad: '다시 불러오기',
  progressLabel: (title: string) => `${title} 진행률`,
  progressText: (done: number, total: number) => `${formatCount(done)} / ${formatCount(total)}건`,
  startedBy: (name: string, when: string) => `${name} · ${when} 시작`,
  finishedAt: (when: string) => `${when} 종료`,
  resultCounts: (succeeded: number, failed: number, skipped: number) =>
    [`성공 ${formatCount(succeeded)}건`, failed > 0 ? `실패 ${formatCount(failed)}건` : null, skipped > 0 ? `건너뜀 ${formatCount(skipped)}건` : null]
      .filter(Boolean)
      .join(' · '),
  download: (fileName: string) => `${fileName} 내려받기`,
  downloadFailed: '파일을 내려받지 못했어요. 다시 시도해 주세요.',
  itemErrors: (count: number) => `항목 오류 ${formatCount(count)}건`,
  itemErrorsTitle: (title: string) => `${title}의 항목 오류`,
  itemErrorsFailed: '항목 오류를 불러오지 못했어요.',
  notRetryable: '다시 시도할 수 없는 오류',
  moreItemErrors: (shown: number, total: number) => `${formatCount(total)}건 중 ${formatCount(shown)}건을 보여 드려요.`,
  actions: {
    STOP: '일시 정지',
    RESUME: '다시 시작',
    CANCEL: '취소',
    RETRY: '실패한 항목 다시 시도',
    RETRY_ITEM: '다시 시도',
    CANCEL_ITEM: '항목 취소',
  } satisfies Record<JobAction, string>,
  actionFor: (action: string, label: string) => `${label} ${action}`,
  cancelConfirm: {
    title: '작업을 취소할까요?',
    body: (title: string, scope: string, done: number, total: number) =>
      `${quotedTitle(title)} 작업(${scope})을 취소해요. 이미 처리된 ${formatCount(done)}건은 그대로 두고, 남은 ${formatCount(total - done)}건은 처리하지 않아요. 취소한 작업은 다시 시작할 수 없어요.`,
    submit: '작업 취소',
    keep: '계속 진행',
    /** The job ended while its cancel was being asked or sent: nothing was cancelled. */
    endedTitle: '이미 끝난 작업이에요',
    endedBody: (title: string, outcome: string) => `${quotedTitle(title)} 작업이 먼저 끝나서 취소하지 않았어요. 최종 결과: ${outcome}`,
    close: '닫기',
  },
  cancelItemConfirm: {
    title: '이 항목을 취소할까요?',
    body: (label: string, title: string) =>
      `${quotedTitle(title)}에서 ${label} 항목을 빼고 건너뜀으로 처리해요. 실패한 항목을 다시 시도해도 이 항목은 처리하지 않아요.`,
    submit: '항목 취소',
    keep: '그대로 두기',
  },
  page: {
    title: '작업',
    description: '내보내기, 수강권 지급, 문자 발송 같은 서버 작업의 진행과 결과를 볼 수 있어요.',
    statusFilter: '상태',
    kindFilter: '종류',
    count: (total: number) => `작업 ${formatCount(total)}건`,
    filteredEmpty: '조건에 맞는 작업이 없어요.',
  },
};
