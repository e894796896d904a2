/**
 * The site's menu on a phone (issue 41): below md the top bar has no room for its navigation, so
 * its menu button opens this panel from the start edge with the same entries — 내 강의실 and the
 * published menu (SiteMenu.tsx in its `panel` placement, not a second menu). It is the design
 * system's Drawer: the focus moves in and back to the button, Escape closes it (an open sub-menu
 * first), and choosing a link closes it. Its own chunk, downloaded on the first press: the first
 * routes' budgets have no room for the modal layer.
 */
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Drawer } from '@ds/components/Drawer';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  > li + li { border-top: 1px solid ${vars.color.border}; }
  > li > a { display: flex; align-items: center; min-height: 44px; }
`;

export default function SiteMenuPanel({ id, onClose, children }: { id: string; onClose: () => void; children: ReactNode }) {
  // A chosen link leaves for its page (or a new tab): the panel has done its work.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };
  return (
    <Drawer open onClose={onClose} side="start" title={copy.site.mainNavigation}>
      <nav aria-label={copy.site.mainNavigation}>
        {/* A link chosen by Enter fires the same click, so the keyboard closes the panel too. */}
        <Entries id={id} onClick={closeOnLink}>
          {children}
        </Entries>
      </nav>
    </Drawer>
  );
}
