/**
 * Unit tests of the section declaration's rules: where each section's link goes, and which one
 * section an address marks current — the longest match, `end` sections only on their own
 * address, trailing slashes ignored, nothing outside the area's sections.
 */
import { describe, expect, it } from 'vitest';
import { currentSectionId, sectionHref, type AreaSection } from './sections';

const AREA = '/admin/members';

const members: readonly AreaSection[] = [
  { id: 'list', label: '목록', to: '', end: true },
  { id: 'withdrawn', label: '탈퇴 회원', to: 'withdrawn' },
  { id: 'groups', label: '그룹', to: 'groups' },
  { id: 'register', label: '등록', to: 'register' },
];

describe('sectionHref', () => {
  it("joins the area's path and the section's relative path", () => {
    expect(members.map((section) => sectionHref(AREA, section))).toEqual([
      '/admin/members',
      '/admin/members/withdrawn',
      '/admin/members/groups',
      '/admin/members/register',
    ]);
  });

  it('writes one slash between them, whatever slashes either carries', () => {
    expect(sectionHref('/admin/members/', { id: 'g', label: '그룹', to: '/groups/' })).toBe('/admin/members/groups');
    expect(sectionHref('/admin/members/', { id: 'l', label: '목록', to: '' })).toBe('/admin/members');
  });
});

describe('currentSectionId', () => {
  it.each([
    ['/admin/members', 'list'],
    ['/admin/members/', 'list'],
    ['/admin/members/withdrawn', 'withdrawn'],
    ['/admin/members/groups', 'groups'],
    ['/admin/members/groups/', 'groups'],
    ['/admin/members/groups/g-1', 'groups'],
    ['/admin/members/register/import', 'register'],
  ])('%s marks %s', (pathname, id) => {
    expect(currentSectionId(pathname, AREA, members)).toBe(id);
  });

  it('marks no section for an address under an `end` section only', () => {
    // A member's detail page sits under the area but belongs to no section.
    expect(currentSectionId('/admin/members/acc-1', AREA, members)).toBeUndefined();
  });

  it('marks no section outside the area, nor on a path that only starts with the same letters', () => {
    expect(currentSectionId('/admin/orders', AREA, members)).toBeUndefined();
    expect(currentSectionId('/admin/members/groupsX', AREA, members)).toBeUndefined();
    expect(currentSectionId('/admin/membership', AREA, members)).toBeUndefined();
  });

  it('lets the longest section win when sections nest, whatever their order', () => {
    const nested: readonly AreaSection[] = [
      { id: 'all', label: '전체', to: '' },
      { id: 'boards', label: '게시판', to: 'boards' },
      { id: 'notices', label: '공지 게시판', to: 'boards/notices' },
    ];
    expect(currentSectionId('/admin/content/boards/notices/n-7', '/admin/content', nested)).toBe('notices');
    expect(currentSectionId('/admin/content/boards/qna', '/admin/content', [...nested].reverse())).toBe('boards');
    expect(currentSectionId('/admin/content/pages', '/admin/content', nested)).toBe('all');
  });
});
