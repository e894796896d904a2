/**
 * The saved views of a list (issue 15, part 1): a menu that opens a view (its URL), saves the
 * current view under a name, and a dialog to rename or delete them. The views are the signed-in
 * person's, for this tenant (useSavedViews).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { IconButton } from '@ds/components/IconButton';
import { Menu, type MenuItem } from '@ds/components/Menu';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { VIEW_NAME_MAX } from './savedViews';
import type { ListStateApi } from './useListState';
import type { AnyListDefinition } from './urlState';
import { useSavedViews } from './useSavedViews';

const text = copy.listKit;

const ViewList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; align-items: flex-end; gap: ${vars.space[2]}; }
  > li > div { flex: 1; }
`;

function ViewRow({ name, onRename, onRemove }: { name: string; onRename: (name: string) => void; onRemove: () => void }) {
  const [draft, setDraft] = useState(name);
  return (
    <li>
      <TextField
        label={text.renameView(name)}
        hideLabel
        maxLength={VIEW_NAME_MAX}
        showCounter={false}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => draft.trim() && draft.trim() !== name && onRename(draft)}
      />
      <IconButton label={text.deleteView(name)} icon="trash" onClick={onRemove} />
    </li>
  );
}

export function SavedViewsMenu<D extends AnyListDefinition>({ list }: { list: ListStateApi<D> }) {
  const saved = useSavedViews(list.definition.id);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const [name, setName] = useState('');

  const items: MenuItem[] = [
    ...saved.views.map((view) => ({ id: view.id, label: view.name, onSelect: () => list.applySearch(view.search) })),
    { id: 'save', label: text.saveView, icon: 'plus' as const, onSelect: () => setDialog('save') },
    ...(saved.views.length > 0 ? [{ id: 'manage', label: text.manageViews, icon: 'edit' as const, onSelect: () => setDialog('manage') }] : []),
  ];

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    saved.save(name, list.search);
    setName('');
    setDialog(null);
  };

  return (
    <>
      <Menu label={text.savedViews} items={items} align="end" />
      <Dialog
        open={dialog === 'save'}
        onClose={() => setDialog(null)}
        title={text.saveView}
        size="sm"
        footer={
          <Button type="submit" form="kit-save-view" disabled={!name.trim()}>
            {text.save}
          </Button>
        }
      >
        <form id="kit-save-view" onSubmit={save}>
          <TextField label={text.viewName} maxLength={VIEW_NAME_MAX} value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </form>
      </Dialog>
      <Dialog open={dialog === 'manage'} onClose={() => setDialog(null)} title={text.manageViews} size="sm">
        {saved.views.length === 0 ? (
          <p>{text.noSavedViews}</p>
        ) : (
          <ViewList>
            {saved.views.map((view) => (
              <ViewRow key={view.id} name={view.name} onRename={(next) => saved.rename(view.id, next)} onRemove={() => saved.remove(view.id)} />
            ))}
          </ViewList>
        )}
      </Dialog>
    </>
  );
}
