/**
 * The header menu the operator publishes with the home page (backoffice.md §3 Menu item; issue 41):
 * each entry a link (a site path, or another site's address in a new tab; anything the safe-URL
 * helper refuses is left out), an entry with sub-entries with a button that shows them (three
 * levels, as the editor allows), the entry of the page being read marked as current. One menu, two
 * placements:
 * - `bar`, the top bar's navigation from md up: a top entry's sub-entries in a dropdown, a
 *   sub-entry's below it inside the dropdown, indented;
 * - `panel`, the phone's menu (SiteMenuPanel.tsx): every level below its entry, indented, with
 *   room for a thumb, the entries leading to the current page open from the start.
 * Loaded once the page's own code has (as the site notices are), so the first routes carry only the
 * lazy import; it follows publishing in an open tab through the tab sync.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { MenuItem } from '@app/shared/api/contract/pageModules';
import { siteMenuQuery } from '@app/shared/api/endpoints/sitePage';
import { copy } from '@app/shared/copy';
import { linkTarget, ModuleLink } from '@app/shared/pages/ModuleLink';

export type MenuPlacement = 'bar' | 'panel';

// In the panel, a thumb's room (WCAG 2.5.8 asks 24 px; phones are easier at 44).
const Entry = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  a { color: inherit; text-decoration: none; }
  a:hover, a[aria-current='page'] { text-decoration: underline; }
  a[aria-current='page'] { font-weight: ${vars.font.weightBold}; text-underline-offset: 0.25em; }
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  &[data-placement='panel'] {
    flex-wrap: wrap;
    a { flex: 1; display: flex; align-items: center; min-height: 44px; }
    button { min-width: 44px; min-height: 44px; }
  }
`;

const Sub = styled.ul`
  margin: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space[2]};
  flex-basis: 100%;
  padding: 0 0 0 ${vars.space[3]};
  &[data-dropdown] {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: ${vars.z.dropdown};
    min-width: 10rem;
    padding: ${vars.space[2]};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.md};
  }
  &[data-placement='panel'] { gap: 0; padding-left: ${vars.space[4]}; }
  > li { flex-wrap: wrap; }
`;

/** The entries a learner can follow: a link the safe-URL helper refuses is left out, with what it holds. */
const followable = (entries: readonly MenuItem[]) => entries.filter((entry) => linkTarget(entry.link) !== null);

/** Whether the entry leads to the page at `pathname` (a site path, its query and fragment aside). */
function isCurrentEntry(link: string, pathname: string): boolean {
  const target = linkTarget(link);
  if (target === null || !('internal' in target)) return false;
  const path = target.internal.split(/[?#]/)[0] ?? '';
  const trimmed = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trimmed(path) === trimmed(pathname);
}

/** Whether an entry below `item` (at any level) leads to the page at `pathname`. */
const leadsBelow = (item: MenuItem, pathname: string): boolean =>
  item.children.some((child) => isCurrentEntry(child.link, pathname) || leadsBelow(child, pathname));

interface EntryProps {
  item: MenuItem;
  /** 1: the menu's own row. */
  level: number;
  placement: MenuPlacement;
  pathname: string;
}

function MenuEntry({ item, level, placement, pathname }: EntryProps) {
  // On the phone the way to the page being read is open already, so the marked entry is in sight.
  const [open, setOpen] = useState(() => placement === 'panel' && leadsBelow(item, pathname));
  const subId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const children = followable(item.children);
  return (
    <Entry
      data-placement={placement}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The innermost open entry closes first (the phone's panel only after every entry is
        // closed), and the focus goes back to its button rather than staying in what was hidden.
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <ModuleLink to={item.link} current={isCurrentEntry(item.link, pathname)}>
        {item.label}
      </ModuleLink>
      {children.length > 0 && (
        <>
          <button ref={toggle} type="button" aria-expanded={open} aria-controls={subId} aria-label={copy.sitePages.menuOpen(item.label)} onClick={() => setOpen((current) => !current)}>
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
          <Sub id={subId} hidden={!open} data-placement={placement} data-dropdown={(placement === 'bar' && level === 1) || undefined}>
            {children.map((child) => (
              <MenuEntry key={child.uuid} item={child} level={level + 1} placement={placement} pathname={pathname} />
            ))}
          </Sub>
        </>
      )}
    </Entry>
  );
}

/** The published menu's top entries, as `<li>`s of the list it is drawn in. */
export default function SiteMenu({ placement = 'bar' }: { placement?: MenuPlacement }) {
  const menu = useQuery(siteMenuQuery());
  const { pathname } = useLocation();
  return (
    <>
      {followable(menu.data?.items ?? []).map((item) => (
        <MenuEntry key={item.uuid} item={item} level={1} placement={placement} pathname={pathname} />
      ))}
    </>
  );
}
