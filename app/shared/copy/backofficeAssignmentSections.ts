/**
 * Korean copy of the ASSIGNMENT area's section navigation, a module of its own because the area's
 * declaration is part of the back-office's first download (not the assignment screens' copy).
 */
export const backofficeAssignmentSectionsCopy = { navLabel: '수강권 배정 화면', assign: '배정하기', jobs: '배정 작업', enrolled: '수강생' };
