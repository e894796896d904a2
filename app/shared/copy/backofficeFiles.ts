/**
 * Korean copy of the back-office's file uploads and downloads (issue 15 "Files"; backoffice.md
 * §7 File): the upload list, each file's status line (a part retried or failed), its buttons,
 * and the download's failure.
 */
const percent = new Intl.NumberFormat('ko-KR', { style: 'percent', maximumFractionDigits: 0 });

export const backofficeFilesCopy = {
  list: '올리는 파일',
  progress: (name: string) => `${name} 업로드 진행률`,
  cancel: '취소',
  retry: '다시 시도',
  remove: '목록에서 지우기',
  preparing: '올릴 준비 중',
  uploading: (fraction: number, done: number, parts: number) =>
    `올리는 중 ${percent.format(fraction)} · 조각 ${done}/${parts}`,
  retryingPart: (partNumber: number, attempt: number) =>
    `${partNumber}번째 조각을 다시 올리는 중 (${attempt}번째 시도)`,
  failedPart: (partNumber: number) =>
    `${partNumber}번째 조각을 올리지 못했어요. 다시 시도해 주세요.`,
  failed: '파일을 올리지 못했어요. 다시 시도해 주세요.',
  cancelled: '업로드를 취소했어요.',
  done: '올렸어요.',
  download: '내려받기',
  downloadFailed: '파일을 내려받지 못했어요. 다시 시도해 주세요.',
};
