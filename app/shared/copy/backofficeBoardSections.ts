/**
 * Korean copy of the BOARD area's section navigation, a module of its own because the area's
 * declaration is part of the back-office's first download (not the board screens' copy).
 */
export const backofficeBoardSectionsCopy = { navLabel: '게시판', questions: '문의' };
