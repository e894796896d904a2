/**
 * The page's header menu (backoffice.md §3 Menu item: link, uuid, isHide, children; issue 41): each
 * entry's name and link with their rules at the field, a hide switch, 위로 / 아래로 among its
 * siblings, nesting under the entry above and lifting back out (one level, as the header draws and
 * as the intro says; the buttons say their move in words, the arrows beside them only drawn),
 * and delete — all undoable steps of the page's history, each move said in the live region with
 * the focus kept on the moved entry's button. The operations are menuTree.ts's.
 */
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { TextField } from '@ds/components/TextField';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { vars } from '@ds/tokens/vars';
import { MENU_ITEMS_MAX, MENU_LABEL_MAX, menuProblems } from '@app/shared/api/contract/adminPageRules';
import type { MenuLeaf } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { addEntry, canNest, findEntry, liftEntry, moveEntry, nestEntry, relinkEntry, removeEntry, renameEntry, setHidden } from './menuTree';
import { newId } from './pageEditing';
import type { PageEditorApi } from './usePageEditor';

const text = copy.backofficePages;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
  ol { margin-top: ${vars.space[2]}; padding-left: ${vars.space[5]}; }
`;

const Entry = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  > div { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[1]}; }
`;

type Move = 'up' | 'down' | 'nest' | 'lift';

export function MenuEditor({ editor, showAll }: { editor: PageEditorApi; showAll: boolean }) {
  const menu = editor.doc.menu;
  const problems = menuProblems(menu);
  const focusWhenDrawn = useFocusAfterRender();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const labelOf = (leaf: MenuLeaf) => leaf.label.trim() || text.menuUnnamed;

  /** Keeps the focus on the moved entry: the first of its buttons `order` names that it still has enabled. */
  const refocus = (uuid: string, order: readonly Move[]) =>
    focusWhenDrawn(() => order.map((move) => buttons.current.get(`${uuid}:${move}`)).find((button) => button && !button.disabled) ?? null);

  function entry(leaf: MenuLeaf, index: number, siblings: number, prefix: string, nested: boolean, children?: ReactNode) {
    const label = labelOf(leaf);
    const move = (step: -1 | 1) => {
      const moved = moveEntry(menu, leaf.uuid, step);
      if (moved === menu) return;
      editor.changeMenu(moved, text.menuMoved(label, index + step + 1, siblings));
      refocus(leaf.uuid, step < 0 ? ['up', 'down'] : ['down', 'up']);
    };
    return (
      <li key={leaf.uuid}>
        <Entry>
          <TextField
            label={text.menuLabel}
            value={leaf.label}
            maxLength={MENU_LABEL_MAX}
            error={showAll ? problems[`${prefix}label`] : leaf.label.trim() ? undefined : problems[`${prefix}label`]}
            onChange={(event) => editor.typeMenu(renameEntry(menu, leaf.uuid, event.target.value), `${leaf.uuid}:label`)}
            onBlur={editor.endTyping}
            required
          />
          <TextField
            label={text.menuLink}
            hint={text.linkHint}
            value={leaf.link}
            error={problems[`${prefix}link`] && (showAll || leaf.link !== '') ? problems[`${prefix}link`] : undefined}
            onChange={(event) => editor.typeMenu(relinkEntry(menu, leaf.uuid, event.target.value), `${leaf.uuid}:link`)}
            onBlur={editor.endTyping}
            required
          />
          <div>
            <Checkbox label={text.menuHidden} checked={leaf.isHide} onChange={(event) => editor.changeMenu(setHidden(menu, leaf.uuid, event.target.checked))} />
            <Button size="sm" variant="secondary" aria-label={text.menuMoveUp(label)} disabled={index === 0} ref={keep(`${leaf.uuid}:up`)} onClick={() => move(-1)}>
              {text.up}
            </Button>
            <Button size="sm" variant="secondary" aria-label={text.menuMoveDown(label)} disabled={index === siblings - 1} ref={keep(`${leaf.uuid}:down`)} onClick={() => move(1)}>
              {text.down}
            </Button>
            {nested ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={text.menuLift(label)}
                ref={keep(`${leaf.uuid}:lift`)}
                onClick={() => {
                  editor.changeMenu(liftEntry(menu, leaf.uuid), text.menuLifted(label));
                  refocus(leaf.uuid, ['nest', 'up', 'down']);
                }}
              >
                <span aria-hidden="true">←</span> {text.menuLiftShort}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={text.menuNest(label)}
                disabled={!canNest(menu, leaf.uuid)}
                ref={keep(`${leaf.uuid}:nest`)}
                onClick={() => {
                  const at = findEntry(menu, leaf.uuid);
                  const parent = at ? menu[at.index - 1] : undefined;
                  editor.changeMenu(nestEntry(menu, leaf.uuid), text.menuNested(label, parent ? labelOf(parent) : ''));
                  refocus(leaf.uuid, ['lift', 'up', 'down']);
                }}
              >
                <span aria-hidden="true">→</span> {text.menuNestShort}
              </Button>
            )}
            <Button size="sm" variant="ghost" aria-label={text.menuRemove(label)} onClick={() => editor.changeMenu(removeEntry(menu, leaf.uuid), text.menuRemoved(label))}>
              {text.remove}
            </Button>
          </div>
        </Entry>
        {children}
      </li>
    );
  }

  return (
    <section aria-labelledby="menu-heading">
      <h2 id="menu-heading">{text.menuSection}</h2>
      <p>{text.menuIntro}</p>
      {menu.length === 0 ? (
        <p>{text.menuEmpty}</p>
      ) : (
        <Entries aria-labelledby="menu-heading">
          {menu.map((item, index) =>
            entry(
              item,
              index,
              menu.length,
              `menu.${index}.`,
              false,
              item.children.length > 0 && (
                <Entries aria-label={text.menuOpenLabel(labelOf(item))}>
                  {item.children.map((child, childIndex) => entry(child, childIndex, item.children.length, `menu.${index}.children.${childIndex}.`, true))}
                </Entries>
              ),
            ),
          )}
        </Entries>
      )}
      {problems.menu && <p role="alert">{problems.menu}</p>}
      <Button
        variant="secondary"
        disabled={menu.length >= MENU_ITEMS_MAX}
        onClick={() => {
          const uuid = newId('menu');
          editor.changeMenu(addEntry(menu, { uuid, label: text.menuNew, link: '/', isHide: false }), text.menuAdded);
        }}
      >
        {text.menuAdd}
      </Button>
    </section>
  );
}
