/**
 * Korean copy of the BOARD area's section navigation (issue 42). A module of its own because the
 * area's declaration (boards/area.tsx) is part of the back-office's first download: the board
 * screens' whole copy would otherwise come with these words.
 */
export const backofficeBoardSectionsCopy = {
  navLabel: '게시판 메뉴',
  questions: '문의',
  notices: '공지사항',
  classNotices: '클래스 공지',
  reviews: '후기',
  boardItems: '게시판',
  boardSettings: '게시판 설정',
};
