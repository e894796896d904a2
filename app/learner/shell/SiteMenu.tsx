/**
 * The header menu the operator publishes with the home page (backoffice.md §3 Menu item; issue 41):
 * each entry a link (a site path, or another site's address in a new tab; anything the safe-URL
 * helper refuses is left out), an entry with sub-entries with a button that shows them — a top
 * entry's in a dropdown, a sub-entry's below it inside the dropdown, indented (three levels, as
 * the editor allows). Drawn in
 * the top bar's navigation after the fixed 내 강의실, loaded once the page's own code has (as the
 * site notices are), so the first routes carry only the lazy import; it follows publishing in an
 * open tab through the tab sync.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { MenuItem } from '@app/shared/api/contract/pageModules';
import { siteMenuQuery } from '@app/shared/api/endpoints/sitePage';
import { copy } from '@app/shared/copy';
import { linkTarget, ModuleLink } from '@app/shared/pages/ModuleLink';

const Entry = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  a { color: inherit; text-decoration: none; }
  a:hover { text-decoration: underline; }
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const Sub = styled.ul`
  margin: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space[2]};
  &[data-level='1'] {
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
  &:not([data-level='1']) { flex-basis: 100%; padding: 0 0 0 ${vars.space[3]}; }
  > li { flex-wrap: wrap; }
`;

/** The entries a learner can follow: a link the safe-URL helper refuses is left out, with what it holds. */
const followable = (entries: readonly MenuItem[]) => entries.filter((entry) => linkTarget(entry.link) !== null);

/** One entry at `level` (1: the header's own row), and its sub-entries behind its button. */
function MenuEntry({ item, level }: { item: MenuItem; level: number }) {
  const [open, setOpen] = useState(false);
  const subId = useId();
  const children = followable(item.children);
  return (
    <Entry
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The innermost open entry closes first.
        event.stopPropagation();
        setOpen(false);
      }}
    >
      <ModuleLink to={item.link}>{item.label}</ModuleLink>
      {children.length > 0 && (
        <>
          <button type="button" aria-expanded={open} aria-controls={subId} aria-label={copy.sitePages.menuOpen(item.label)} onClick={() => setOpen((current) => !current)}>
            ▾
          </button>
          <Sub id={subId} hidden={!open} data-level={level}>
            {children.map((child) => (
              <MenuEntry key={child.uuid} item={child} level={level + 1} />
            ))}
          </Sub>
        </>
      )}
    </Entry>
  );
}

export default function SiteMenu() {
  const menu = useQuery(siteMenuQuery());
  return (
    <>
      {followable(menu.data?.items ?? []).map((item) => (
        <MenuEntry key={item.uuid} item={item} level={1} />
      ))}
    </>
  );
}
