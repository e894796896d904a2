/**
 * `/admin/contents/{courses|packages}/{itemKey}/klasses` (issue 40 "Compose a course or a package:
 * choose its classes (catalogue search, 초성 too), reorder them by keyboard with the move announced,
 * remove; the learner's course and package pages show the new composition"): the classes in order,
 * each moved by its 위로 / 아래로 buttons or dragged by its handle (the reorder kit: the move said in
 * the live region, the focus kept on the moved class after a keyboard move) or taken out; a search of the classes by name, key or initial consonants
 * ("ㄷㅈㄱ") whose results are added at the end. On the editor kit (kit/editor/): undo and redo
 * (buttons, Ctrl+Z / Ctrl+Shift+Z outside text fields), the unsaved work kept in the browser across
 * a reload, the save carrying the version it was based on (a stale one told, the work kept, saved
 * over the latest knowingly or the latest taken instead) and the leave guard.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { vars } from '@ds/tokens/vars';
import type { BundleComposition, BundleKlass } from '@app/shared/api/contract/adminCatalogue';
import { BUNDLE_KLASSES_MAX, bundleKlassesProblem, catalogueErrorCodes, catalogueTypeOfPath, isBundleType, type BundleType, type CatalogueTypePath } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../../access/areas';
import { adminHistoryKeys } from '../../api/adminHistory';
import { LiveAnnouncement, useAnnouncer } from '../../kit/editor/LiveAnnouncement';
import { SetAsideDraftNotice } from '../../kit/editor/SetAsideDraftNotice';
import { useEditorDocument } from '../../kit/editor/useEditorDocument';
import { useUndoShortcuts } from '../../kit/editor/useUndoShortcuts';
import { LeaveGuardDialog } from '../../kit/leave/LeaveGuardDialog';
import { DragHandle } from '../../kit/reorder/DragHandle';
import { MoveButtons } from '../../kit/reorder/MoveButtons';
import { ReorderItem } from '../../kit/reorder/ReorderItem';
import { moveItem } from '../../kit/reorder/reorderMath';
import { useReorderList } from '../../kit/reorder/useReorderList';
import { AdminPage } from '../../shell/AdminPage';
import { adminCatalogueKeys, bundleCompositionQuery, catalogueItemsQuery, saveBundleComposition } from '../api';
import { catalogueItemPath } from '../paths';
import { addKlass, compositionDrafts, removeKlass, type CompositionDoc } from './compositionModel';

const text = copy.backofficeCatalogue.composition;
const common = copy.backofficeCatalogue;
/** How many classes a search shows: the first ten by the list's order, the rest by a better word. */
const SEARCH_SIZE = 10;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

/** A search result. */
const Row = styled.li`
  ${rowStyles}
`;

/** A class of the composition, in its order. */
const OrderedRow = styled(ReorderItem)`
  ${rowStyles}
`;

const Name = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Buttons = styled.span`
  display: flex;
  gap: ${vars.space[1]};
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[2]};
`;

function Composer({ type, composition }: { type: BundleType; composition: BundleComposition }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const announcer = useAnnouncer();
  const focusWhenDrawn = useFocusAfterRender();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const editor = useEditorDocument<CompositionDoc, number, BundleComposition>({
    recordKey: `${type}:${composition.itemKey}`,
    saved: composition.klasses,
    version: composition.version,
    drafts: compositionDrafts,
    send: (doc, version) => saveBundleComposition(type, composition.itemKey, doc.map((klass) => klass.klassId), version),
    savedOf: (answer) => answer.klasses,
    versionOf: (answer) => answer.version,
    onSaved: (answer) => {
      queryClient.setQueryData(adminCatalogueKeys.composition(type, answer.itemKey), answer);
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
    },
    meta: announces(adminCatalogueKeys.all, adminHistoryKeys.all, ['inventory']),
    conflict: {
      code: catalogueErrorCodes.catalogueVersionConflict.code,
      latest: async () => {
        const fresh = await queryClient.fetchQuery({ ...bundleCompositionQuery(type, composition.itemKey), staleTime: 0 });
        return { doc: fresh.klasses, version: fresh.version };
      },
    },
  });
  useUndoShortcuts(editor);
  const { doc } = editor;
  const results = useQuery({ ...catalogueItemsQuery('KLASS', { q: searched, size: SEARCH_SIZE }), enabled: searched !== '' });
  const problem = bundleKlassesProblem(doc.map((klass) => klass.klassId));

  const reorder = useReorderList({
    items: doc,
    keyOf: (klass) => klass.klassId,
    nameOf: (klass) => klass.title,
    words: { moveUp: text.moveUp, moveDown: text.moveDown, moved: text.moved },
    announcer,
    onMove: (from, to) => editor.change(moveItem(doc, from, to)),
  });

  const remove = (klass: BundleKlass) => {
    editor.change(removeKlass(doc, klass.klassId));
    announcer.announce(text.removed(klass.title, doc.length - 1));
    focusWhenDrawn(() => listHeading.current);
  };

  const add = (klass: BundleKlass) => {
    const next = addKlass(doc, klass);
    if (next === doc) return;
    editor.change(next);
    announcer.announce(text.added(klass.title, next.length));
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(typed.trim());
  };

  const save = () => editor.save(() => toast.show(text.saved));
  const takeLatest = () =>
    void editor.takeLatest().then((taken) => {
      if (!taken) toast.show(text.reloadFailed);
    });
  const inBundle = new Set(doc.map((klass) => klass.klassId));

  return (
    <AdminPage
      title={text.title(composition.title)}
      area={areaById('CONTENT')}
      areaTo={catalogueItemPath(type, composition.itemKey)}
      description={text.intro}
      actions={
        <Stack direction="row" gap={2} wrap>
          <Button variant="secondary" onClick={editor.undo} disabled={!editor.canUndo}>
            {text.undo}
          </Button>
          <Button variant="secondary" onClick={editor.redo} disabled={!editor.canRedo}>
            {text.redo}
          </Button>
          <Button onClick={save} loading={editor.saving} disabled={problem !== null}>
            {text.save}
          </Button>
        </Stack>
      }
    >
      <Stack gap={6}>
        <Stack gap={3}>
          {editor.dirty ? <p>{text.unsaved}</p> : null}
          {editor.dirty && !editor.draftKept ? <Alert tone="warning">{text.draftTooLarge}</Alert> : null}
          {editor.setAside ? <SetAsideDraftNotice draft={editor.setAside} name={composition.title} onClose={editor.dismissSetAside} /> : null}
          {editor.restored ? (
            <Alert tone="info" action={<Button size="sm" variant="secondary" onClick={editor.discard}>{text.discardDraft}</Button>}>
              {text.draftRestored}
            </Alert>
          ) : null}
          {editor.problem === 'stale' ? (
            <Alert
              tone="warning"
              action={
                <Stack direction="row" gap={2} wrap>
                  <Button size="sm" variant="secondary" onClick={save}>
                    {text.saveOverLatest}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={takeLatest}>
                    {text.takeLatest}
                  </Button>
                </Stack>
              }
            >
              {text.stale}
            </Alert>
          ) : editor.problem === 'failed' ? (
            <Alert tone="danger">{common.saveFailed}</Alert>
          ) : null}
        </Stack>
        <section aria-labelledby="bundle-klasses-heading">
          <Stack gap={3}>
            <h2 id="bundle-klasses-heading" ref={listHeading} tabIndex={-1}>
              {text.listTitle(formatCount(doc.length), formatCount(BUNDLE_KLASSES_MAX))}
            </h2>
            {doc.length === 0 ? <p>{text.empty}</p> : null}
            {problem && doc.length > 0 ? <p>{problem}</p> : null}
            <Rows aria-labelledby="bundle-klasses-heading">
              {doc.map((klass, index) => (
                <OrderedRow key={klass.klassId} list={reorder} itemKey={klass.klassId} data-klass={klass.klassId}>
                  <DragHandle name={klass.title} />
                  <Name>
                    {text.place(index + 1)} {klass.title} · {common.master(klass.masterName)}
                  </Name>
                  {klass.displayState === 'HIDE' ? <StatusLabel tone="warning">{common.displayStateNames.HIDE}</StatusLabel> : null}
                  <Buttons>
                    <MoveButtons list={reorder} itemKey={klass.klassId} name={klass.title} canUp={index > 0} canDown={index < doc.length - 1} />
                    <Button size="sm" variant="ghost" aria-label={text.removeOf(klass.title)} onClick={() => remove(klass)}>
                      {text.remove}
                    </Button>
                  </Buttons>
                </OrderedRow>
              ))}
            </Rows>
          </Stack>
        </section>
        <section aria-labelledby="bundle-search-heading">
          <Stack gap={3}>
            <h2 id="bundle-search-heading">{text.searchTitle}</h2>
            <SearchForm role="search" aria-labelledby="bundle-search-heading" onSubmit={search}>
              <TextField label={text.searchLabel} hint={text.searchHint} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
              <Button type="submit">{text.search}</Button>
            </SearchForm>
            {searched === '' ? null : results.isError ? (
              <ErrorState headingLevel={3} title={text.searchFailed} onRetry={() => void results.refetch()} retryLabel={common.retry} />
            ) : !results.data ? (
              <div role="status" aria-label={copy.common.loading}>
                <Skeleton lines={3} />
              </div>
            ) : results.data.items.length === 0 ? (
              <p role="status">{text.noResults(searched)}</p>
            ) : (
              <Rows aria-label={text.resultsLabel(searched)}>
                {results.data.items.map((item) => {
                  const klass: BundleKlass = { klassId: item.itemKey, title: item.title, masterName: item.masterName ?? '', displayState: item.displayState };
                  const added = inBundle.has(item.itemKey);
                  return (
                    <Row key={item.itemKey}>
                      <Name>
                        {item.title} · {common.master(klass.masterName)} · {item.itemKey}
                      </Name>
                      {added ? (
                        <StatusLabel tone="info">{text.inBundle}</StatusLabel>
                      ) : (
                        <Button size="sm" variant="secondary" disabled={doc.length >= BUNDLE_KLASSES_MAX} aria-label={text.addOf(item.title)} onClick={() => add(klass)}>
                          {text.add}
                        </Button>
                      )}
                    </Row>
                  );
                })}
              </Rows>
            )}
          </Stack>
        </section>
      </Stack>
      <LiveAnnouncement announcer={announcer} />
      <LeaveGuardDialog guard={editor.leaveGuard} />
    </AdminPage>
  );
}

export function BundleComposerPage() {
  const params = useParams<{ typePath: string; itemKey: string }>();
  const found = catalogueTypeOfPath[(params.typePath ?? '') as CatalogueTypePath];
  const type: BundleType = found && isBundleType(found) ? found : 'PACKAGE';
  const itemKey = params.itemKey ?? '';
  const composition = useQuery(bundleCompositionQuery(type, itemKey));
  if (composition.data) return <Composer key={`${type}:${itemKey}`} type={type} composition={composition.data} />;
  return (
    <AdminPage title={text.loadingTitle} area={areaById('CONTENT')} areaTo={catalogueItemPath(type, itemKey)}>
      {composition.isError ? (
        <ErrorState headingLevel={2} title={text.loadFailed} onRetry={() => void composition.refetch()} retryLabel={common.retry} />
      ) : (
        <Skeleton lines={8} />
      )}
    </AdminPage>
  );
}
