/**
 * Korean copy of the back-office import kit (issue 15, part 5): choosing a CSV, matching its
 * headers, the dry run's counts and errors, the commit modes, the rejected-rows file and each
 * failure, the file's size and row limits among them (issue 20). A screen names its own counts
 * ("이미 그룹에 있음") through the dialog's props; the words here are the kit's defaults.
 */
import { formatCount } from '@ds/lib/text/number';

export const backofficeImportCopy = {
  fileLabel: 'CSV 파일',
  fileAcceptLabel: 'CSV 파일(.csv)',
  fileHint: '첫 줄은 열 이름이어야 해요. UTF-8과 한국어 Excel(EUC-KR)로 저장한 파일 모두 읽을 수 있어요.',
  /** The limits (issue 20), said with the hint before a file is chosen. */
  fileLimits: (maxSize: string, maxRows: number) => `한 번에 ${maxSize}, ${formatCount(maxRows)}행까지 가져올 수 있어요.`,
  reading: '파일을 읽는 중',
  checking: (rows: number) => `${formatCount(rows)}행을 검사하는 중`,
  encodingUtf8: 'UTF-8로 읽었어요.',
  encodingEucKr: '한국어 Excel 형식(EUC-KR)으로 저장된 파일이라 그에 맞게 읽었어요.',
  fileSummary: (name: string, rows: number) => `${name} · ${formatCount(rows)}행`,
  chooseAnother: '다른 파일 선택',

  // What went wrong with the file itself
  unreadableFile: '파일을 읽지 못했어요. CSV 파일인지 확인해 주세요.',
  emptyFile: '파일에 내용이 없어요. 열 이름과 한 줄 이상의 데이터가 있어야 해요.',
  tooManyRows: (rows: number, maxRows: number) =>
    `파일에 ${formatCount(rows)}행이 있어요. 한 번에 ${formatCount(maxRows)}행까지 가져올 수 있으니 파일을 나누어 주세요.`,
  /** The server refused the rows for their size after all: the file stays, another can be chosen. */
  tooLargeForServer: (maxSize: string) =>
    `파일이 너무 커서 서버가 받지 않았어요. 서버는 ${maxSize}까지 받아요. 행을 나누어 다른 파일로 가져와 주세요.`,
  missingRequired: (labels: readonly string[]) => `필수 열을 찾지 못했어요: ${labels.join(', ')}. 아래에서 파일의 열을 골라 주세요.`,

  // Mapping
  mappingTitle: '열 맞추기',
  mappingIntro: '파일의 열 이름으로 자동으로 맞췄어요. 다르면 바꿔 주세요.',
  mappingTableCaption: '항목별로 읽을 파일의 열',
  mappingColumn: '항목',
  mappingSource: '파일의 열',
  mappingSelect: (label: string) => `${label}에 쓸 파일의 열`,
  mappingNone: '사용 안 함',
  mappingRequired: '필수',
  unnamedHeader: (position: number) => `(이름 없는 ${position}번째 열)`,

  // Dry run
  previewTitle: '검사 결과',
  countNew: '새로 추가',
  countExisting: '이미 있음',
  countNotFound: '찾을 수 없음',
  countInvalid: '오류',
  rows: (count: number) => `${formatCount(count)}건`,
  classifyFailed: '검사 결과를 확인하지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  errorsTitle: '오류 목록',
  errorsEmpty: '오류가 없어요. 모든 행을 반영할 수 있어요.',
  errorRow: '행',
  errorColumn: '열',
  errorValue: '값',
  errorMessage: '내용',
  rowNumber: (row: number) => `${formatCount(row)}행`,
  wholeRow: '행 전체',
  emptyValue: '(비어 있음)',
  duplicateInFile: (firstRow: number) => `파일 안에서 중복돼요. ${formatCount(firstRow)}행과 같아요.`,
  notFoundMessage: '찾을 수 없어요.',
  downloadRejected: '오류 행 내려받기',
  rejectedErrorHeader: '오류 내용',
  rejectedLineHeader: '원본 파일의 행',
  /** A secret's cell in the error list (an initial password): never shown. */
  maskedValue: '••••••',
  rejectedFileName: (base: string) => `${base}_오류행`,

  // Commit
  modeLabel: '반영 방법',
  modeValidOnly: '오류 없는 행만 반영',
  modeValidOnlyHint: '오류가 있는 행은 건너뛰어요.',
  modeAllOrNothing: '모두 반영하거나 하나도 반영하지 않기',
  modeAllOrNothingHint: '한 행이라도 실패하면 아무것도 바뀌지 않아요.',
  modeAllOrNothingDisabled: '오류가 있는 행이 있어 고를 수 없어요.',
  commit: (count: number) => `${formatCount(count)}건 반영하기`,
  committing: '반영하는 중',
  commitFailed: '반영하지 못했어요. 잠시 후 다시 시도해 주세요.',
  cancel: '취소',
  close: '닫기',
  startOver: '처음부터 다시 하기',
  doneTitle: '반영을 시작했어요',
  done: (count: number) => `${formatCount(count)}건을 반영했어요.`,
  doneJob: '작업 센터에서 진행 상황과 결과를 볼 수 있어요.',
  /** A commit that started a job: nothing is done yet, the job does it. */
  doneStarted: (count: number) => `${formatCount(count)}건을 반영하는 작업을 시작했어요.`,
} as const;
