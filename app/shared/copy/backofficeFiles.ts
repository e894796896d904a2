/**
 * Korean copy of the back-office's file uploads and downloads (issue 15 "Files"; backoffice.md
 * §7 File): the upload list, each file's status line (a part retried or failed), its buttons,
 * the download's failure, and the size limits per file kind (issue 20) — said before a file is
 * chosen, when one is refused before sending, and when the server refuses one anyway.
 */
import { formatPercent } from '@ds/lib/text/number';
import type { UploadKind } from '@app/shared/api/contract/adminFile';

const kindNames: Record<UploadKind, string> = { image: '이미지', spreadsheet: '엑셀·CSV', other: '그 밖의' };

export const backofficeFilesCopy = {
  list: '올리는 파일',
  progress: (name: string) => `${name} 업로드 진행률`,
  cancel: '취소',
  retry: '다시 시도',
  remove: '목록에서 지우기',
  preparing: '올릴 준비 중',
  uploading: (fraction: number, done: number, parts: number) =>
    `올리는 중 ${formatPercent(fraction)} · 조각 ${done}/${parts}`,
  retryingPart: (partNumber: number, attempt: number) =>
    `${partNumber}번째 조각을 다시 올리는 중 (${attempt}번째 시도)`,
  failedPart: (partNumber: number) =>
    `${partNumber}번째 조각을 올리지 못했어요. 다시 시도해 주세요.`,
  failed: '파일을 올리지 못했어요. 다시 시도해 주세요.',
  cancelled: '업로드를 취소했어요.',
  done: '올렸어요.',
  download: '내려받기',
  downloadFailed: '파일을 내려받지 못했어요. 다시 시도해 주세요.',
  /** The limits as the file input's hint; sizes formatted by the caller. */
  limits: (sizes: Record<UploadKind, string>) =>
    `이미지는 ${sizes.image}, 엑셀·CSV는 ${sizes.spreadsheet}, 그 밖의 파일은 ${sizes.other}까지 올릴 수 있어요.`,
  /**
   * A file refused before sending: which, its size, and the limit of its kind. A size is read
   * ending in …바이트 (every unit of formatFileSize), so it takes 라서, not 이라서.
   */
  tooLarge: (fileName: string, size: string, kind: UploadKind, maxSize: string) =>
    `${fileName} 파일은 ${size}라서 올리지 않았어요. ${kindNames[kind]} 파일은 ${maxSize}까지 올릴 수 있어요.`,
  /** More than one refused: the first is named, the rest counted. */
  tooLargeMore: (count: number) => `이 밖에 ${count}개 파일도 크기가 커서 올리지 않았어요.`,
  /** The server refused the file for its size after all (its limit may be lower than the page knew). */
  refusedTooLarge: (maxSize: string) => `파일이 너무 커서 서버가 받지 않았어요. ${maxSize} 이하로 줄여서 다시 시도해 주세요.`,
};
