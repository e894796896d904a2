/**
 * The words of the back-office kit's leave guard (app/backoffice/kit/leave/): the question asked
 * before a screen with unsaved work is left, its two answers, and the line a screen shows while
 * its work is unsaved so the operator knows what will ask first. One set for every screen that
 * guards its work (the catalogue's edit page, the variant grid, …), so they all ask alike.
 */
export const backofficeLeaveGuardCopy = {
  title: '저장하지 않고 나갈까요?',
  body: '바꾼 내용이 저장되지 않았어요. 나가면 입력한 내용이 사라져요.',
  leave: '나가기',
  stay: '계속 수정하기',
  hint: '저장하지 않은 내용이 있어요. 링크나 메뉴로 나가거나, 브라우저에서 뒤로·앞으로 가거나, 탭을 닫으면 먼저 물어봐요.',
};
