/**
 * SectionNav's binding of the section rules to the router (jsdom; the stories prove the look, the
 * phone width and axe in Chromium): each link goes to its section's address, and exactly one link
 * is `aria-current="page"` — the one currentSectionId names for the address — also after a link
 * is followed and on a nested address.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SectionNav } from './SectionNav';
import type { AreaSection } from './sections';

const sections: readonly AreaSection[] = [
  { id: 'list', label: '회원 목록', to: '', end: true },
  { id: 'withdrawn', label: '탈퇴 회원', to: 'withdrawn' },
  { id: 'groups', label: '회원 그룹', to: 'groups' },
];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SectionNav label="회원 메뉴" areaPath="/admin/members" sections={sections} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: '회원 메뉴' }));
}

function current(nav: ReturnType<typeof renderAt>): string[] {
  return nav
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('SectionNav', () => {
  it("links each section to its address under the area's path", () => {
    const nav = renderAt('/admin/members');
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/members',
      '/admin/members/withdrawn',
      '/admin/members/groups',
    ]);
    expect(current(nav)).toEqual(['회원 목록']);
  });

  it('marks only the nested section on a nested address', () => {
    expect(current(renderAt('/admin/members/groups/g-1'))).toEqual(['회원 그룹']);
  });

  it('moves the mark to a followed link', async () => {
    const nav = renderAt('/admin/members');
    await userEvent.click(nav.getByRole('link', { name: '탈퇴 회원' }));
    expect(current(nav)).toEqual(['탈퇴 회원']);
  });

  it('marks none on an address no section holds', () => {
    expect(current(renderAt('/admin/members/acc-1'))).toEqual([]);
  });
});
