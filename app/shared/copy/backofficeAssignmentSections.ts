/**
 * Korean copy of the ASSIGNMENT area that the back-office's first download carries: its section
 * navigation (the area's declaration) and the member list's bulk action that opens the assign page
 * with the selection — a module of its own, not the assignment screens' copy.
 */
export const backofficeAssignmentSectionsCopy = {
  navLabel: '수강권 배정 화면',
  assign: '배정하기',
  jobs: '배정 작업',
  enrolled: '수강생',
  fromMembers: '수강권 지급',
};
