/**
 * The kit's section navigation: an area's screens as tabs under its page header, drawn from the
 * area's declaration (`AreaSection`, relative to the area's path), with the current screen marked
 * for assistive technology (`aria-current="page"`). Which one is current is `currentSectionId`'s
 * one rule, not each link's own guess, so exactly one is marked however the paths nest. At a
 * narrow width the tabs stay on one line and scroll sideways, and the current one is scrolled into
 * view: a second row of tabs would read as a second navigation.
 */
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { currentSectionId, sectionHref, type AreaSection } from './sections';

const Nav = styled.nav`
  margin-bottom: ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  > ul {
    position: relative;
    display: flex;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  li { flex: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${vars.space[4]};
    color: ${vars.color.textMuted};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] { color: ${vars.color.text}; font-weight: ${vars.font.weightBold}; border-bottom-color: ${vars.color.primary}; }
  /* Inside the link's box: the scrolling list would clip a ring drawn outside it. */
  a:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: -2px; }
`;

export interface SectionNavProps {
  /** The landmark's name, e.g. "회원 메뉴": a page may hold other navigation. */
  label: string;
  /** The area's path from the area table, e.g. `/admin/members`. */
  areaPath: string;
  sections: readonly AreaSection[];
}

export function SectionNav({ label, areaPath, sections }: SectionNavProps) {
  const { pathname } = useLocation();
  const current = currentSectionId(pathname, areaPath, sections);
  const listRef = useRef<HTMLUListElement>(null);

  // Before paint, so a narrow screen never shows the tabs scrolled away from the current one.
  useLayoutEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link) return;
    const start = link.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [current]);

  return (
    <Nav aria-label={label}>
      <ul ref={listRef}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={sectionHref(areaPath, section)} aria-current={section.id === current ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
