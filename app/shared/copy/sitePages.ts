/**
 * The published pages' words on the learner site (issue 41): the modules' controls (a banner's
 * slides), their empty and failed states, the header menu, the additional pages and the public
 * item pages. Also what the page editor's preview shows, since it draws the same modules; the
 * editor's own words are backofficePages.ts.
 */
export const sitePagesCopy = {
  bannerRegion: (count: number) => `배너 ${count}개`,
  slideOf: (index: number, count: number) => `${count}개 중 ${index}번째`,
  previousSlide: '이전 배너',
  nextSlide: '다음 배너',
  pauseSlides: '자동 넘김 멈추기',
  playSlides: '자동 넘김 시작',
  cardsEmpty: '지금 보여 드릴 상품이 없어요.',
  boardEmpty: '아직 올라온 글이 없어요.',
  videoUnsupported: '이 브라우저에서는 영상을 재생할 수 없어요.',
  recentPreview: '로그인한 수강생에게는 인사와 이어서 학습할 클래스가, 방문자에게는 로그인 안내가 보여요.',
  homeFailed: '홈 화면을 불러오지 못했어요.',
  homeHeading: (serviceName: string) => `${serviceName} 홈`,
  pageFailed: '페이지를 불러오지 못했어요.',
  pageNotFound: '찾는 페이지가 없어요.',
  pageNotFoundBody: '주소가 바뀌었거나 아직 열리지 않은 페이지예요.',
  goHome: '홈으로 가기',
  menuOpen: (label: string) => `${label} 하위 메뉴`,
  itemFailed: '상품 정보를 불러오지 못했어요.',
  itemNotFound: '지금은 볼 수 없는 상품이에요.',
  itemTypes: { KLASS: '클래스', COURSE: '코스', PACKAGE: '패키지', BOOK: '도서', GOODS: '상품', PASS: '이용권' },
  coverAlt: (title: string) => `${title} 표지`,
  priceLabel: '가격',
  chaptersTitle: '커리큘럼',
  chapterLessons: (count: number) => `강의 ${count.toLocaleString('ko-KR')}개`,
  enterOwned: '강의실로 가기',
  ownedNote: '이미 수강 중인 클래스예요.',
  loginToLearn: '로그인하고 수강하기',
  noDescription: '아직 소개가 없어요.',
  // A book's or goods item's stock (issue 40).
  soldOut: '품절',
  soldOutNote: '지금은 재고가 없어요. 다시 들어오면 주문할 수 있어요.',
  optionsTitle: '옵션',
  optionSoldOut: '품절',
  optionInStock: '구매 가능',
} as const;
