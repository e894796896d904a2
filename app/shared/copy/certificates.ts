/** Korean copy of the certification dialog and print page. */
export const certificatesCopy = {
  dialogTitle: '수료증',
  previewLabel: '수료증 미리보기',
  close: '닫기',
  print: '인쇄하기',
  printOpensNewTab: '새 탭에서 인쇄 화면이 열려요',
  noLayout: '표시할 정보가 없어요',
  notCompleted: '아직 수료하지 않았어요',
  loadFailed: '수료증을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  printPageTitle: '수료증 인쇄',
  printButton: '인쇄',
  missingQuery: '수료증 주소가 올바르지 않아요.',
  logoAlt: '서비스 로고',
  sealAlt: '직인',
} as const;
