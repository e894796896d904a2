/**
 * The manuscript's modules top to bottom (issue 41), each a row with its name, its place, how many
 * of its fields still break a rule, and its buttons: 설정 (opens its form), 위로 / 아래로 (a move by
 * keyboard: said in the live region, the focus kept on the moved module's button, or the other one
 * when it reached an end), 복제 and 삭제 (both undoable, so no confirm). Rows are memoised and
 * their buttons call stable handlers, so a keystroke in one module's form redraws one row, not
 * two hundred.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { StatusLabel } from '@ds/components/StatusLabel';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { vars } from '@ds/tokens/vars';
import { moduleProblems } from '@app/shared/api/contract/adminPageRules';
import type { PageModule } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { moduleName, type PageEditorApi } from './usePageEditor';

const text = copy.backofficePages;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const Row = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  &[data-selected='true'] { border-color: ${vars.color.primary}; box-shadow: 0 0 0 1px ${vars.color.primary}; }
  > div:first-child { display: flex; flex-wrap: wrap; align-items: baseline; gap: ${vars.space[2]}; }
  strong { overflow-wrap: anywhere; }
  small { color: ${vars.color.textMuted}; }
  > div:last-child { display: flex; flex-wrap: wrap; gap: ${vars.space[1]}; }
`;

type Direction = 'up' | 'down';

interface RowActions {
  select: (id: string) => void;
  move: (index: number, direction: Direction) => void;
  duplicate: (module: PageModule) => void;
  remove: (module: PageModule) => void;
  keep: (key: string) => (element: HTMLButtonElement | null) => void;
}

const ModuleRow = memo(function ModuleRow({
  module,
  index,
  total,
  selected,
  actions,
}: {
  module: PageModule;
  index: number;
  total: number;
  selected: boolean;
  actions: RowActions;
}) {
  const name = moduleName(module);
  const problems = Object.keys(moduleProblems(module)).length;
  return (
    <Row data-selected={selected} data-module-id={module.id}>
      <div>
        <strong>{name}</strong>
        <small>{text.modulePosition(index + 1, total)}</small>
        {problems > 0 && <StatusLabel tone="warning">{text.moduleProblems(problems)}</StatusLabel>}
      </div>
      <div>
        <Button size="sm" variant={selected ? 'primary' : 'secondary'} aria-label={text.editNamed(name)} aria-pressed={selected} ref={actions.keep(`${module.id}:edit`)} onClick={() => actions.select(module.id)}>
          {text.edit}
        </Button>
        <Button size="sm" variant="secondary" aria-label={text.moveUp(name)} disabled={index === 0} ref={actions.keep(`${module.id}:up`)} onClick={() => actions.move(index, 'up')}>
          {text.up}
        </Button>
        <Button size="sm" variant="secondary" aria-label={text.moveDown(name)} disabled={index === total - 1} ref={actions.keep(`${module.id}:down`)} onClick={() => actions.move(index, 'down')}>
          {text.down}
        </Button>
        <Button size="sm" variant="ghost" aria-label={text.duplicateNamed(name)} onClick={() => actions.duplicate(module)}>
          {text.duplicate}
        </Button>
        <Button size="sm" variant="ghost" aria-label={text.removeNamed(name)} onClick={() => actions.remove(module)}>
          {text.remove}
        </Button>
      </div>
    </Row>
  );
});

export function ModuleList({ editor, selectedId, onSelect }: { editor: PageEditorApi; selectedId: string | null; onSelect: (id: string | null) => void }) {
  const focusWhenDrawn = useFocusAfterRender();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // What the rows' buttons act on: the last render's editor, read when a button is pressed.
  const latest = useRef({ editor, onSelect });
  useLayoutEffect(() => {
    latest.current = { editor, onSelect };
  });
  const [setters] = useState(() => new Map<string, (element: HTMLButtonElement | null) => void>());
  // One object for every render, so the memoised rows are not redrawn for a change of another row.
  const [actions] = useState<RowActions>(() => ({
    select: (id) => latest.current.onSelect(id),
    move: (index, direction) => {
      const { editor: current } = latest.current;
      const moving = current.doc.modules[index];
      const to = direction === 'up' ? index - 1 : index + 1;
      if (!moving || !current.moveModule(index, to)) return;
      const other: Direction = direction === 'up' ? 'down' : 'up';
      focusWhenDrawn(() => {
        const pressed = buttons.current.get(`${moving.id}:${direction}`);
        const row = pressed?.closest('li');
        if (!pressed || row?.parentElement?.children[to] !== row) return null;
        return pressed.disabled ? buttons.current.get(`${moving.id}:${other}`) : pressed;
      });
    },
    duplicate: (module) => {
      const id = latest.current.editor.duplicateModule(module);
      latest.current.onSelect(id);
      focusWhenDrawn(() => buttons.current.get(`${id}:edit`));
    },
    remove: (module) => {
      const { editor: current, onSelect: select } = latest.current;
      const index = current.doc.modules.findIndex((each) => each.id === module.id);
      current.removeModule(module);
      select(null);
      // The focus goes to the module that took its place (or the one above, at the end).
      const next = current.doc.modules[index + 1] ?? current.doc.modules[index - 1];
      if (next) focusWhenDrawn(() => buttons.current.get(`${next.id}:edit`));
    },
    keep: (key) => {
      let setter = setters.get(key);
      if (!setter) {
        setter = (element) => {
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        };
        setters.set(key, setter);
      }
      return setter;
    },
  }));

  const modules = editor.doc.modules;
  if (modules.length === 0) return <p>{text.modulesEmpty}</p>;
  return (
    <List aria-label={text.modulesCountLabel(modules.length)}>
      {modules.map((module, index) => (
        <ModuleRow key={module.id} module={module} index={index} total={modules.length} selected={module.id === selectedId} actions={actions} />
      ))}
    </List>
  );
}
