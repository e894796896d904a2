/**
 * The page's header menu (backoffice.md §3 Menu item: link, uuid, isHide, children; issue 41): each
 * entry's name and link with their rules at the field, a hide switch, 위로 / 아래로 among its
 * siblings (the reorder kit's move buttons), nesting under the entry above and lifting back out
 * (up to MENU_DEPTH_MAX levels, as the header draws and as the intro says; the buttons say their
 * move in words, the arrows beside them only drawn), and delete — all undoable steps of the page's
 * history, each move said in the live region with the focus kept on the moved entry's button. The
 * operations are menuTree.ts's.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { MENU_DEPTH_MAX, MENU_ITEMS_MAX, MENU_LABEL_MAX, menuProblems } from '@app/shared/api/contract/adminPageRules';
import type { MenuItem, MenuLeaf } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { MoveButtons } from '../kit/reorder/MoveButtons';
import { ReorderItem } from '../kit/reorder/ReorderItem';
import { moveButtonAttributes, useReorderList } from '../kit/reorder/useReorderList';
import { addEntry, canNest, findEntry, liftEntry, moveEntry, nestEntry, relinkEntry, removeEntry, renameEntry, setHidden, type MenuPath } from './menuTree';
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

const labelOf = (leaf: MenuLeaf) => leaf.label.trim() || text.menuUnnamed;

/** The entry above the one at `path` among `entries` (its siblings), which a nest puts it under. */
const siblingAbove = (entries: readonly MenuItem[], path: MenuPath) => entries[(path.at(-1) ?? 0) - 1];

interface LevelProps {
  editor: PageEditorApi;
  showAll: boolean;
  /** The menu's problems by field path (`menu.0.label`). */
  problems: Readonly<Record<string, string | undefined>>;
  /** One group for every level, so the focus finds an entry's buttons after it was nested or lifted. */
  group: string;
  /** The top-level entries, or one entry's sub-entries. */
  entries: readonly MenuItem[];
  /** Where the entry whose sub-entries these are is (`[]`: the top level). */
  parentPath: MenuPath;
  listLabel: { 'aria-labelledby': string } | { 'aria-label': string };
}

/** One level of the menu: its entries in order, each with its fields and buttons, and its sub-entries below it. */
function MenuLevel({ editor, showAll, problems, group, entries, parentPath, listLabel }: LevelProps) {
  const menu = editor.doc.menu;
  const reorder = useReorderList({
    items: entries,
    keyOf: (leaf) => leaf.uuid,
    nameOf: labelOf,
    group,
    words: { moveUp: text.menuMoveUp, moveDown: text.menuMoveDown },
    onMove: (from, to) => {
      const leaf = entries[from];
      const moved = leaf ? moveEntry(menu, leaf.uuid, to) : menu;
      if (!leaf || moved === menu) return false;
      editor.changeMenu(moved, copy.backofficeReorder.moved(labelOf(leaf), to + 1, entries.length));
    },
  });
  const nested = parentPath.length > 0;

  return (
    <Entries {...listLabel}>
      {entries.map((leaf, index) => {
        const label = labelOf(leaf);
        const path = [...parentPath, index];
        const prefix = `menu.${path.join('.children.')}.`;
        const children = leaf.children;
        return (
          <ReorderItem key={leaf.uuid} list={reorder} itemKey={leaf.uuid}>
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
                <MoveButtons list={reorder} itemKey={leaf.uuid} name={label} canUp={index > 0} canDown={index < entries.length - 1} />
                {nested && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={text.menuLift(label)}
                    onClick={() => {
                      editor.changeMenu(liftEntry(menu, leaf.uuid), text.menuLifted(label));
                      reorder.keepFocus(leaf.uuid, ['lift', 'nest', 'up', 'down']);
                    }}
                    {...moveButtonAttributes(reorder, leaf.uuid, 'lift')}
                  >
                    <span aria-hidden="true">←</span> {text.menuLiftShort}
                  </Button>
                )}
                {path.length < MENU_DEPTH_MAX && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={text.menuNest(label)}
                    disabled={!canNest(menu, leaf.uuid)}
                    onClick={() => {
                      const at = findEntry(menu, leaf.uuid);
                      const parent = at ? siblingAbove(entries, at) : undefined;
                      editor.changeMenu(nestEntry(menu, leaf.uuid), text.menuNested(label, parent ? labelOf(parent) : ''));
                      reorder.keepFocus(leaf.uuid, ['nest', 'lift', 'up', 'down']);
                    }}
                    {...moveButtonAttributes(reorder, leaf.uuid, 'nest')}
                  >
                    <span aria-hidden="true">→</span> {text.menuNestShort}
                  </Button>
                )}
                <Button size="sm" variant="ghost" aria-label={text.menuRemove(label)} onClick={() => editor.changeMenu(removeEntry(menu, leaf.uuid), text.menuRemoved(label))}>
                  {text.remove}
                </Button>
              </div>
            </Entry>
            {children.length > 0 && (
              <MenuLevel
                editor={editor}
                showAll={showAll}
                problems={problems}
                group={group}
                entries={children}
                parentPath={path}
                listLabel={{ 'aria-label': text.menuOpenLabel(label) }}
              />
            )}
            {problems[`${prefix}children`] && <p role="alert">{problems[`${prefix}children`]}</p>}
          </ReorderItem>
        );
      })}
    </Entries>
  );
}

export function MenuEditor({ editor, showAll }: { editor: PageEditorApi; showAll: boolean }) {
  const menu = editor.doc.menu;
  const problems = menuProblems(menu);
  const group = useId();

  return (
    <section aria-labelledby="menu-heading">
      <h2 id="menu-heading">{text.menuSection}</h2>
      <p>{text.menuIntro}</p>
      {menu.length === 0 ? (
        <p>{text.menuEmpty}</p>
      ) : (
        <MenuLevel editor={editor} showAll={showAll} problems={problems} group={group} entries={menu} parentPath={[]} listLabel={{ 'aria-labelledby': 'menu-heading' }} />
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
