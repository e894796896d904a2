/**
 * The manuscript's modules top to bottom (issue 41), each a row with its name, its place, how many
 * of its fields still break a rule, and its buttons: 설정 (opens its form), 위로 / 아래로 and its
 * drag handle (the reorder kit: a move by keyboard or by drag is one history step, said in the live
 * region; after a keyboard move the focus stays on the moved module's button, or the other one
 * when it reached an end), 복제 and 삭제 (both undoable, so no confirm). Rows are memoised and
 * their buttons call stable handlers, so a keystroke in one module's form redraws one row, not
 * two hundred.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { StatusLabel } from '@ds/components/StatusLabel';
import { vars } from '@ds/tokens/vars';
import { moduleProblems } from '@app/shared/api/contract/adminPageRules';
import type { PageModule } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { DragHandle } from '../kit/reorder/DragHandle';
import { MoveButtons } from '../kit/reorder/MoveButtons';
import { ReorderItem } from '../kit/reorder/ReorderItem';
import { moveButtonAttributes, useReorderList, type ReorderList } from '../kit/reorder/useReorderList';
import { moduleName, type PageEditorApi } from './usePageEditor';

const text = copy.backofficePages;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const Row = styled(ReorderItem)`
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

interface RowActions {
  select: (id: string) => void;
  duplicate: (module: PageModule) => void;
  remove: (module: PageModule) => void;
}

const ModuleRow = memo(function ModuleRow({
  module,
  index,
  total,
  selected,
  actions,
  reorder,
}: {
  module: PageModule;
  index: number;
  total: number;
  selected: boolean;
  actions: RowActions;
  reorder: ReorderList;
}) {
  const name = moduleName(module);
  const problems = Object.keys(moduleProblems(module)).length;
  return (
    <Row list={reorder} itemKey={module.id} data-selected={selected} data-module-id={module.id}>
      <div>
        <DragHandle name={name} />
        <strong>{name}</strong>
        <small>{text.modulePosition(index + 1, total)}</small>
        {problems > 0 && <StatusLabel tone="warning">{text.moduleProblems(problems)}</StatusLabel>}
      </div>
      <div>
        <Button size="sm" variant={selected ? 'primary' : 'secondary'} aria-label={text.editNamed(name)} aria-pressed={selected} onClick={() => actions.select(module.id)} {...moveButtonAttributes(reorder, module.id, 'edit')}>
          {text.edit}
        </Button>
        <MoveButtons list={reorder} itemKey={module.id} name={name} canUp={index > 0} canDown={index < total - 1} />
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
  const modules = editor.doc.modules;
  // A move by button or drag is one step of the editor's history, which says it in the live region.
  const reorder = useReorderList({ items: modules, keyOf: (module) => module.id, nameOf: moduleName, onMove: editor.moveModule });
  // What the rows' buttons act on: the last render's editor, read when a button is pressed.
  const latest = useRef({ editor, onSelect });
  useLayoutEffect(() => {
    latest.current = { editor, onSelect };
  });
  // One object for every render, so the memoised rows are not redrawn for a change of another row.
  const [actions] = useState<RowActions>(() => ({
    select: (id) => latest.current.onSelect(id),
    duplicate: (module) => {
      const id = latest.current.editor.duplicateModule(module);
      latest.current.onSelect(id);
      reorder.keepFocus(id, ['edit']);
    },
    remove: (module) => {
      const { editor: current, onSelect: select } = latest.current;
      const index = current.doc.modules.findIndex((each) => each.id === module.id);
      current.removeModule(module);
      select(null);
      // The focus goes to the module that took its place (or the one above, at the end).
      const next = current.doc.modules[index + 1] ?? current.doc.modules[index - 1];
      if (next) reorder.keepFocus(next.id, ['edit']);
    },
  }));

  if (modules.length === 0) return <p>{text.modulesEmpty}</p>;
  return (
    <List aria-label={text.modulesCountLabel(modules.length)}>
      {modules.map((module, index) => (
        <ModuleRow key={module.id} module={module} index={index} total={modules.length} selected={module.id === selectedId} actions={actions} reorder={reorder} />
      ))}
    </List>
  );
}
