/**
 * The Korean words the design system's components say on their own (buttons, status lines,
 * screen-reader labels, file and date checks). The design system holds no Korean: App.tsx, the
 * Storybook preview and the test wrapper hand this object to DesignSystemMessagesProvider.
 */
import type { DesignSystemMessages } from '@ds/lib/messages';
import { formatCount } from '@ds/lib/text/number';

export const designSystemCopy = {
  close: '닫기',
  cancel: '취소',
  confirm: '확인',
  retry: '다시 시도',
  loading: '불러오는 중',
  inProgress: '진행 중',
  remove: (name) => `${name} 삭제`,
  removeUnnamed: '삭제',
  labelledCount: (label, count) => `${label} ${count}개`,

  dismissNotice: '알림 닫기',
  notices: '알림',

  breadcrumbs: '이동 경로',
  mainNavigation: '주요 메뉴',
  openMenu: '메뉴 열기',
  navigationCount: (count) => `${count}건`,
  opensInNewWindow: '(새 창)',

  pagination: '페이지 탐색',
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  pageUnit: '페이지',
  loadMore: '더 보기',
  loadMoreFailed: '목록을 더 불러오지 못했어요.',
  loadedCount: (loaded, total) =>
    total === undefined ? `${formatCount(loaded)}개 표시 중` : `전체 ${formatCount(total)}개 중 ${formatCount(loaded)}개 표시 중`,

  emptyList: '표시할 내용이 없어요.',
  listLoading: '목록을 불러오는 중',
  listFailed: '목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  selectAll: '전체 선택',
  rowSelect: (rowLabel) => `${rowLabel} 선택`,
  rowNumber: (position) => `${position}번째 행`,

  clearInput: '입력 내용 지우기',
  showPassword: '비밀번호 보기',
  hidePassword: '비밀번호 숨기기',
  verified: '인증 완료',
  startDate: '시작일',
  endDate: '종료일',
  endBeforeStart: '종료일은 시작일보다 빠를 수 없어요.',
  ratingLabels: [
    '별점을 선택해 주세요',
    '별로예요',
    '아쉬워요',
    '보통이에요',
    '좋아요!',
    '정말 좋아요!',
  ],
  ratingStar: (star) => `${star}점`,
  ratingOutOf: (value, max) => `${max}점 만점에 ${value}점`,

  fileDropPrompt: '파일을 여기로 끌어다 놓거나',
  filePick: '파일 선택',
  fileList: '올린 파일',
  fileProgress: (fileName) => `${fileName} 업로드 진행률`,
  fileUploading: (size, percent) => `${size} · 업로드 중 ${percent}%`,
  fileUploaded: (size) => `${size} · 업로드 완료`,
  fileUploadFailed: '업로드하지 못했어요.',
  fileMaxSize: (size) => `최대 ${size}`,
  fileTypes: (extensions) => `${extensions} 파일`,
  fileWrongType: (allowed) => `${allowed}만 올릴 수 있어요.`,
  // Every size unit (Bytes, KB, MB, GB) is read ending in …바이트, so it takes the vowel forms (예요, 라서).
  fileTooLarge: (maxSize, fileName, fileSize) =>
    `${fileName} 파일은 ${fileSize}예요. ${maxSize} 이하의 파일만 올릴 수 있어요.`,

  errorTitle: '문제가 발생했어요',
  errorDescription: '문제가 생겼어요. 다시 시도해 주세요.',
  imageFailed: '이미지를 불러오지 못했어요',
  unreadMessages: '읽지 않은 메시지',
  countUnit: '개',
} as const satisfies DesignSystemMessages;
