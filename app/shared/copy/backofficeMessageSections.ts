/**
 * Korean copy of the MESSAGE area that the back-office's first download carries: its section
 * navigation (the area's declaration) and the member list's bulk action that opens the compose
 * page with the selection — a module of its own, not the message screens' copy.
 */
export const backofficeMessageSectionsCopy = {
  navLabel: '문자 화면',
  compose: '문자 보내기',
  requests: '발송 내역',
  fromMembers: '문자 보내기',
};
