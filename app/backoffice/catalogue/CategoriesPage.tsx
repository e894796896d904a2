/**
 * `/admin/contents/categories[/{type path}]` (issue 28 "Categories managed (create, rename,
 * reorder, delete with what happens to their items said first)"; backoffice.md §7 Contents
 * "categories"): the classes', books', goods' and passes' categories in their display order, each
 * with how many items it holds. A category is added last; renamed in place (Enter saves, Escape
 * cancels); moved up or down one place by its own buttons (the reorder kit), the move announced in
 * a live region ("‘개발’을 8개 중 1번째로 옮겼어요.") and focus kept on the moved category's button; deleted
 * after a dialog that says how many items it holds and to which category they will move (chosen
 * there), since a deletion cannot be undone. Every change is in the change history, and the lists'
 * category filters read these categories.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ConfirmDialog } from '@ds/components/ConfirmDialog';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CatalogueCategoryRow } from '@app/shared/api/contract/adminCatalogueCategory';
import {
  catalogueErrorCodes,
  catalogueTypePaths,
  categoryNameProblem,
  categoryOwnerTypes,
  CATEGORY_NAME_MAX,
  type CategoryOwnerType,
} from '@app/shared/api/contract/adminCatalogueWords';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { LiveAnnouncement, useAnnouncer } from '../kit/editor/LiveAnnouncement';
import { MoveButtons } from '../kit/reorder/MoveButtons';
import { ReorderItem } from '../kit/reorder/ReorderItem';
import { moveItem } from '../kit/reorder/reorderMath';
import { useOrderSave } from '../kit/reorder/useOrderSave';
import { useReorderList } from '../kit/reorder/useReorderList';
import { SectionNav } from '../kit/sections';
import { AdminPage } from '../shell/AdminPage';
import {
  adminCatalogueKeys,
  catalogueCategoriesQuery,
  createCatalogueCategory,
  deleteCatalogueCategory,
  renameCatalogueCategory,
  reorderCatalogueCategories,
} from './api';
import { contentsPath } from './paths';

const text = copy.backofficeCatalogue.categories;
const changes = announces(adminCatalogueKeys.all, adminHistoryKeys.all);

const CreateRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  max-width: 560px;

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 720px;
`;

const Row = styled(ReorderItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 0;
  border-bottom: 1px solid var(--color-border-subtle, #e5e7eb);
`;

const Name = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Buttons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

/** What a refused change says: the contract's codes in the page's words, a refused name the rule's own message. */
function problemOf(error: unknown): string {
  if (!isApiError(error)) return text.failed;
  const issue = (error.data?.['issues'] as readonly { message?: unknown }[] | undefined)?.[0]?.message;
  if (error.code === errorCodes.badRequest.code && typeof issue === 'string') return issue;
  if (error.code === catalogueErrorCodes.categoryNameTaken.code) return text.nameTaken;
  if (error.code === catalogueErrorCodes.categoryLast.code) return text.lastOne;
  if (error.code === errorCodes.selectionChanged.code) return text.changed;
  return text.failed;
}

const ownerOfPath = (typePath: string | undefined): CategoryOwnerType =>
  categoryOwnerTypes.find((owner) => catalogueTypePaths[owner] === typePath) ?? 'KLASS';

interface RenameFormProps {
  category: CatalogueCategoryRow;
  /** The server's refusal of the last try, shown at the field. */
  refusal: string | null;
  saving: boolean;
  /** The new name, or null when nothing changed or the operator cancelled. */
  onDone: (renamedTo: string | null) => void;
}

function RenameForm({ category, refusal, saving, onDone }: RenameFormProps) {
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // The operator pressed 이름 바꾸기: the field that replaced the button takes its focus.
  useEffect(() => field.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = categoryNameProblem(name);
    if (problem) setError(problem);
    else if (name.trim() === category.name) onDone(null);
    else onDone(name.trim());
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone(null);
  };
  return (
    <CreateRow noValidate onSubmit={submit} onKeyDown={cancelOnEscape}>
      <TextField
        label={text.renameLabel(category.name)}
        value={name}
        maxLength={CATEGORY_NAME_MAX}
        error={error ?? refusal ?? undefined}
        ref={field}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="sm" loading={saving}>
        {text.renameSave}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={() => onDone(null)}>
        {text.renameCancel}
      </Button>
    </CreateRow>
  );
}

function CategoryManager({ owner }: { owner: CategoryOwnerType }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = adminCatalogueKeys.categories(owner);
  const categories = useQuery(catalogueCategoriesQuery(owner));
  const announcer = useAnnouncer();
  const [problem, setProblem] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameRefusal, setRenameRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CatalogueCategoryRow | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  const focusWhenDrawn = useFocusAfterRender();
  /** Puts focus back on a category's button once the list has redrawn it. */
  const focusLater = (selector: string) => focusWhenDrawn(() => listRef.current?.querySelector<HTMLElement>(selector));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
  };

  const create = useMutation({
    mutationFn: (name: string) => createCatalogueCategory(owner, name),
    meta: changes,
    onSuccess: (created) => {
      setNewName('');
      setNewNameError(null);
      announcer.announce(text.created(created.name));
      refresh();
    },
    onError: (error) => setNewNameError(problemOf(error)),
  });

  const rename = useMutation({
    mutationFn: ({ categoryKey, name }: { categoryKey: string; name: string }) => renameCatalogueCategory(owner, categoryKey, name),
    meta: changes,
    onSuccess: (renamed) => {
      setProblem(null);
      setRenaming(null);
      setRenameRefusal(null);
      announcer.announce(text.renamed(renamed.name));
      refresh();
      focusLater(`[data-rename="${renamed.categoryKey}"]`);
    },
    // The form stays open with what was typed; the refusal is said at its field.
    onError: (error) => setRenameRefusal(problemOf(error)),
  });

  const saveOrder = useOrderSave({
    queryKey: key,
    save: (categoryKeys: readonly string[]) => reorderCatalogueCategories(owner, categoryKeys),
    meta: changes,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all }),
    onFailed: (error) => setProblem(problemOf(error)),
  });

  const remove = useMutation({
    mutationFn: ({ category, target }: { category: CatalogueCategoryRow; target: CatalogueCategoryRow }) =>
      deleteCatalogueCategory(owner, category.categoryKey, target.categoryKey),
    meta: changes,
    onSuccess: (answer, { category, target }) => {
      setRemoving(null);
      setProblem(null);
      const said = text.removed(category.name, formatCount(answer.movedCount), target.name);
      announcer.announce(said);
      toast.show(said);
      refresh();
      listRef.current?.focus();
    },
    onError: (error) => {
      setRemoving(null);
      setProblem(problemOf(error));
      refresh();
    },
  });

  const items = categories.data?.items;
  const reorder = useReorderList({
    items: items ?? [],
    keyOf: (category) => category.categoryKey,
    nameOf: (category) => category.name,
    words: { moveUp: text.moveUp, moveDown: text.moveDown, moved: text.moved },
    announcer,
    onMove: (from, to) => {
      const next = [...moveItem(items ?? [], from, to)];
      setProblem(null);
      saveOrder({ items: next }, next.map((item) => item.categoryKey));
    },
  });
  if (!items) {
    return categories.isError ? (
      <ErrorState headingLevel={2} title={text.loadFailed} onRetry={() => void categories.refetch()} retryLabel={copy.backofficeCatalogue.retry} />
    ) : (
      <div role="status" aria-label={copy.common.loading}>
        <Skeleton lines={6} />
      </div>
    );
  }

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    const issue = categoryNameProblem(newName);
    setNewNameError(issue);
    if (!issue) create.mutate(newName.trim());
  };

  const targets = removing ? items.filter((item) => item.categoryKey !== removing.categoryKey) : [];
  const target = targets.find((item) => item.categoryKey === moveTo) ?? targets[0];

  return (
    <Stack gap={4}>
      <LiveAnnouncement announcer={announcer} />
      <CreateRow noValidate onSubmit={submitNew}>
        <TextField
          label={text.createLabel}
          value={newName}
          maxLength={CATEGORY_NAME_MAX}
          error={newNameError ?? undefined}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button type="submit" loading={create.isPending}>
          {text.create}
        </Button>
      </CreateRow>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <List ref={listRef} tabIndex={-1} aria-label={text.listLabel(owner)}>
          {items.map((category, index) => (
            <Row key={category.categoryKey} list={reorder} itemKey={category.categoryKey}>
              {renaming === category.categoryKey ? (
                <RenameForm
                  category={category}
                  refusal={renameRefusal}
                  saving={rename.isPending}
                  onDone={(name) => {
                    if (name) {
                      rename.mutate({ categoryKey: category.categoryKey, name });
                      return;
                    }
                    setRenaming(null);
                    setRenameRefusal(null);
                    focusLater(`[data-rename="${category.categoryKey}"]`);
                  }}
                />
              ) : (
                <>
                  <Name>
                    <strong>{category.name}</strong> · {text.itemCount(formatCount(category.itemCount))}
                  </Name>
                  <Buttons>
                    <MoveButtons list={reorder} itemKey={category.categoryKey} name={category.name} canUp={index > 0} canDown={index < items.length - 1} />
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={text.renameOf(category.name)}
                      data-rename={category.categoryKey}
                      onClick={() => {
                        setRenameRefusal(null);
                        setRenaming(category.categoryKey);
                      }}
                    >
                      {text.rename}
                    </Button>
                    {items.length > 1 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={text.removeOf(category.name)}
                        onClick={() => {
                          setMoveTo('');
                          setRemoving(category);
                        }}
                      >
                        {text.remove}
                      </Button>
                    ) : null}
                  </Buttons>
                </>
              )}
            </Row>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? text.removeTitle(removing.name) : ''}
        tone="danger"
        submitLabel={removing && removing.itemCount > 0 ? text.removeConfirm : text.removeConfirmEmpty}
        cancelLabel={text.removeCancel}
        submitting={remove.isPending}
        onCancel={() => setRemoving(null)}
        onSubmit={() => {
          if (removing && target) remove.mutate({ category: removing, target });
        }}
      >
        {removing && removing.itemCount > 0 ? (
          <Stack gap={3}>
            <p>{text.removeMoves(formatCount(removing.itemCount))}</p>
            <Select
              label={text.removeTarget}
              value={target?.categoryKey ?? ''}
              options={targets.map((item) => ({ value: item.categoryKey, label: item.name }))}
              onChange={(event) => setMoveTo(event.target.value)}
            />
          </Stack>
        ) : (
          <p>{text.removeEmpty}</p>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

export function CategoriesPage() {
  const { typePath } = useParams<{ typePath: string }>();
  const owner = ownerOfPath(typePath);
  return (
    <AdminPage title={text.title} area={areaById('CONTENT')} description={text.intro}>
      <AreaSectionNav />
      <Stack gap={4}>
        <SectionNav
          label={text.ownerNav}
          areaPath={`${contentsPath()}/categories`}
          sections={categoryOwnerTypes.map((type) => ({ id: type, label: text.ownerTab(type), to: type === 'KLASS' ? '' : catalogueTypePaths[type], end: type === 'KLASS' }))}
        />
        <CategoryManager key={owner} owner={owner} />
      </Stack>
    </AdminPage>
  );
}
