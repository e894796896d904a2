/**
 * Korean copy of the MEMBER area's section navigation. A module of its own because the area's
 * declaration (members/area.tsx) is part of the back-office's first download: the member list's
 * whole copy would otherwise come with these five words.
 */
export const backofficeMemberSectionsCopy = {
  navLabel: '회원 메뉴',
  list: '회원 목록',
  withdrawn: '탈퇴 회원',
  groups: '회원 그룹',
  register: '일괄 등록',
};
