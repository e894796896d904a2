/**
 * `/admin/products/{itemKey}` (issue 28; issue 40: first the book's or goods item's sales info,
 * ProductSalesForm.tsx, and a book's or option-less goods item's stock as its one variant, the
 * item itself: SKU and stock per warehouse; backoffice.md §2 "variants and stock", §7 Product
 * "variants, price, status, option groups, stock per warehouse"): a product's option groups (up to
 * three, e.g. colour × size × material) generate its variants — adding or removing an option keeps
 * the values of the variants that still apply (generateVariants) — and the keyboard-first grid
 * edits each variant's price, SKU, stock in each of the tenant's warehouses (data, issue 40: one
 * column per warehouse the variants answer names) and status, with per-cell errors one can
 * jump to, range paste and undo. Saved whole from the version it was based on, through the form
 * kit's versioned save (issue 38): a failed save keeps everything as typed; a stale one says so,
 * keeps the work and saves over the latest version on a second try. A paste says in the grid's
 * live region how many cells it filled, what it left out (past the last column or row, on option
 * values) and which cells it got wrong, each named up to a few; an undo says how many cells it put
 * back (issue 40's hand review: a paste past the last row was silent, and a bad paste named one
 * cell). With unsaved work (groups typed or applied, cells edited or refused), leaving asks first:
 * the kit's leave guard (kit/leave/).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { down } from '@ds/tokens/breakpoints';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { formatCount } from '@ds/lib/text/number';
import type { ProductVariants } from '@app/shared/api/contract/adminProduct';
import { catalogueErrorCodes } from '@app/shared/api/contract/adminCatalogueWords';
import { isApiError } from '@app/shared/api/client/ApiError';
import {
  combinationCount,
  generateVariants,
  isItemItself,
  OPTION_GROUPS_MAX,
  optionGroupsProblem,
  productErrorCodes,
  variantRuleMessages,
  type OptionGroup,
  type Variant,
} from '@app/shared/api/contract/adminProductWords';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../../access/areas';
import { LeaveGuardDialog } from '../../kit/leave/LeaveGuardDialog';
import { listReturnPath } from '../../kit/list/listPlace';
import { useLeaveGuard } from '../../kit/leave/useLeaveGuard';
import { adminHistoryKeys } from '../../api/adminHistory';
import { useAnnouncer } from '../../kit/editor/LiveAnnouncement';
import { RecordHistory } from '../../history/RecordHistory';
import { AdminPage } from '../../shell/AdminPage';
import { SaveProblemAlert } from '../../kit/forms/SaveProblemAlert';
import { useVersionedSave } from '../../kit/forms/useVersionedSave';
import { adminCatalogueKeys, adminProductKeys, fetchProductVariants, productSalesQuery, productVariantsQuery, saveProductVariants } from '../api';
import { productBooksPath } from '../paths';
import { ProductSalesForm } from '../ProductSalesForm';
import { applyEdits, cellsInError, columnsOf, errorCells, stepCellCount, undoStep, type CellAt, type CellEdit, type GridData, type PasteResult, type UndoStep } from './gridModel';
import { VariantGrid } from './VariantGrid';

const text = copy.backofficeCatalogue;
const words = text.variants;

/* At a phone's width the two fields take the row each and the delete button its own line (at 390 px it was squeezed and the page 1 px too wide). */
const GroupRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 1fr) minmax(12rem, 2fr) auto;
  gap: 0.5rem;
  align-items: end;
  ${down('xs')} {
    grid-template-columns: minmax(0, 1fr);
    > button { justify-self: start; }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

interface GroupDraft {
  name: string;
  /** The values as typed, comma-separated. */
  values: string;
}

const toDraft = (group: OptionGroup): GroupDraft => ({ name: group.name, values: group.values.join(', ') });
const fromDraft = (draft: GroupDraft): OptionGroup => ({
  name: draft.name.trim(),
  values: draft.values
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== ''),
});

/** What was last saved (or loaded): the guard compares the work with it. */
interface Saved {
  groups: readonly OptionGroup[];
  variants: readonly Variant[];
}

/** How many of a paste's wrong cells are named; the rest are counted. */
const BAD_CELLS_NAMED = 5;

const present = (part: string | null): part is string => part !== null;

/** What a paste left out, in words; null when all of it went in. */
function leftOutOf({ columnsPast, rowsPast, readOnlyCells }: PasteResult): string | null {
  const parts = [
    columnsPast > 0 ? words.pastePastColumns(formatCount(columnsPast)) : null,
    rowsPast > 0 ? words.pastePastRows(formatCount(rowsPast)) : null,
    readOnlyCells > 0 ? words.pasteOnOptions(formatCount(readOnlyCells)) : null,
  ].filter(present);
  return parts.length > 0 ? words.pasteLeftOut(parts) : null;
}

/** What a paste did, in words: the cells filled, what it left out, and the cells it got wrong by name (`bad`). */
function pasteMessage(pasted: PasteResult, bad: readonly string[]): string {
  const more = bad.length - BAD_CELLS_NAMED;
  return [
    words.pasted(formatCount(pasted.edits.length)),
    leftOutOf(pasted),
    bad.length > 0 ? words.pasteBadCells(formatCount(bad.length), bad.slice(0, BAD_CELLS_NAMED), more > 0 ? formatCount(more) : null) : null,
  ]
    .filter(present)
    .join(' ');
}

/** Whether `now` differs from `then` by value; the same array (nothing edited since) is not read. */
const differs = (now: unknown, then: unknown) => now !== then && JSON.stringify(now) !== JSON.stringify(then);

/**
 * The variants' editor. `withOptions` for goods: their option groups can be changed; a book has
 * none, so it keeps the item itself as its one variant (SKU and stock per warehouse, issue 40).
 */
export function VariantsEditor({ product, withOptions }: { product: ProductVariants; withOptions: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [groups, setGroups] = useState<OptionGroup[]>(product.optionGroups);
  const [drafts, setDrafts] = useState<GroupDraft[]>(() => product.optionGroups.map(toDraft));
  const [groupsIssue, setGroupsIssue] = useState<string | null>(null);
  const [data, setData] = useState<GridData>(() => ({ variants: product.variants, invalid: new Map() }));
  const [history, setHistory] = useState<UndoStep[]>([]);
  /** Saving was asked with cells still in error: said until they are fixed. */
  const [blocked, setBlocked] = useState(false);
  /** The grid's live region: what a paste or an undo did. */
  const announcer = useAnnouncer();
  const [focusRequest, setFocusRequest] = useState<CellAt | null>(null);
  const nextErrorIndex = useRef(0);
  const [saved, setSaved] = useState<Saved>(() => ({ groups: product.optionGroups, variants: product.variants }));
  // Unsaved: a refused cell, group drafts not applied, or groups and variants unlike the saved
  // ones. The variants (2,048 at most) are compared once per edit of the grid, not per keystroke
  // in a group's field.
  const variantsChanged = useMemo(() => differs(data.variants, saved.variants), [data.variants, saved.variants]);
  const dirty = variantsChanged || data.invalid.size > 0 || differs(drafts.map(fromDraft), groups) || differs(groups, saved.groups);
  const guard = useLeaveGuard(dirty);

  const columns = useMemo(() => columnsOf(groups, product.warehouses), [groups, product.warehouses]);
  const headers = columns.map((column) =>
    column.kind === 'option' ? column.label : column.kind === 'stock' ? words.columnStock(column.label) : column.kind === 'price' ? words.columnPrice : column.kind === 'sku' ? words.columnSku : words.columnStatus,
  );
  const errors = errorCells(data, columns);

  /** Applies a batch as one undo step; answers the grid's data after it. */
  const edit = (edits: CellEdit[]): GridData => {
    if (edits.length === 0) return data;
    const applied = applyEdits(data, columns, edits, text.saleStatusNames);
    setData(applied.data);
    setHistory((steps) => [...steps, applied.undo]);
    return applied.data;
  };

  const undo = () => {
    const last = history[history.length - 1];
    if (!last) {
      toast.show(words.nothingToUndo);
      return;
    }
    setData((now) => undoStep(now, last));
    setHistory((steps) => steps.slice(0, -1));
    announcer.announce(words.undone(formatCount(stepCellCount(last))));
  };

  const applyGroups = () => {
    const next = drafts.map(fromDraft);
    const issue = optionGroupsProblem(next);
    setGroupsIssue(issue);
    if (issue) return;
    const variants = generateVariants(groups, data.variants, next, { skuPrefix: product.itemKey.toUpperCase(), price: product.price });
    setGroups(next);
    setData({ variants, invalid: new Map() });
    // The cells are new: earlier edits no longer name them.
    setHistory([]);
  };

  const jumpToError = () => {
    if (errors.length === 0) return;
    const cell = errors[nextErrorIndex.current % errors.length] ?? errors[0];
    nextErrorIndex.current += 1;
    if (cell) setFocusRequest({ ...cell });
  };

  const save = useVersionedSave({
    version: product.version,
    send: (sent: Saved, basedOn: number) => saveProductVariants(product.itemKey, { optionGroups: [...sent.groups], variants: [...sent.variants], version: basedOn }),
    meta: announces(adminProductKeys.all, adminCatalogueKeys.all, adminHistoryKeys.all),
    conflict: {
      code: catalogueErrorCodes.catalogueVersionConflict.code,
      latest: async () => (await fetchProductVariants(product.itemKey)).version,
    },
    // A warehouse the grid was drawn with is gone meanwhile (issue 40: warehouses are data).
    area: (error) => (isApiError(error) && error.code === productErrorCodes.warehouseUnknown.code ? { problem: 'warehouseUnknown' as const } : null),
    versionOf: (answer) => answer.version,
    onSaved: (answer, sent) => {
      // What was sent is saved; an edit made while it was on its way is still unsaved.
      setSaved(sent);
      queryClient.setQueryData(adminProductKeys.variants(answer.itemKey), answer);
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      // An item without options (a book, goods with no groups) saved its own stock: its own words.
      toast.show(isItemItself(sent.groups) ? words.stockSaved : words.saved);
    },
  });

  const paste = (pasted: PasteResult) => {
    const after = edit(pasted.edits);
    const bad = cellsInError(after, columns, pasted.edits).map((at) => words.cellName(headers[at.col] ?? '', after.variants[at.row]?.optionValues.join(' / ') ?? ''));
    announcer.announce(pasteMessage(pasted, bad));
  };

  const submit = () => {
    if (errors.length > 0) {
      setBlocked(true);
      jumpToError();
      return;
    }
    setBlocked(false);
    save.save({ groups, variants: data.variants });
  };

  const pending = combinationCount(drafts.map(fromDraft));
  const itself = isItemItself(groups);
  return (
    <Stack gap={6}>
      {withOptions ? (
        <section aria-labelledby="variant-groups">
          <Stack gap={3}>
            <h2 id="variant-groups">{words.groupsTitle}</h2>
            {drafts.map((draft, index) => (
              <GroupRow key={index}>
                <TextField label={words.groupName(index + 1)} value={draft.name} onChange={(event) => setDrafts((all) => all.map((one, at) => (at === index ? { ...one, name: event.target.value } : one)))} />
                <TextField
                  label={words.groupValues(index + 1)}
                  hint={words.groupValuesHint}
                  value={draft.values}
                  onChange={(event) => setDrafts((all) => all.map((one, at) => (at === index ? { ...one, values: event.target.value } : one)))}
                />
                <Button variant="secondary" size="sm" onClick={() => setDrafts((all) => all.filter((_, at) => at !== index))}>
                  {words.removeGroup(index + 1)}
                </Button>
              </GroupRow>
            ))}
            {groupsIssue ? <Alert tone="danger">{groupsIssue}</Alert> : null}
            <Toolbar>
              <Button variant="secondary" disabled={drafts.length >= OPTION_GROUPS_MAX} onClick={() => setDrafts((all) => [...all, { name: '', values: '' }])}>
                {words.addGroup}
              </Button>
              <Button onClick={applyGroups}>{words.applyGroups}</Button>
              <span>{words.combinationCount(formatCount(drafts.length === 0 ? 0 : pending))}</span>
            </Toolbar>
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="variant-grid">
        <Stack gap={3}>
          <h2 id="variant-grid">{itself ? words.stockTitle : words.gridTitle}</h2>
          {itself ? <p>{words.itemItselfHint}</p> : null}
          <SaveProblemAlert problem={save.problem} failed={text.saveFailed} stale={text.stale} areaWords={{ warehouseUnknown: variantRuleMessages.warehouseUnknown }} />
          {blocked && errors.length > 0 ? <Alert tone="danger">{words.saveBlocked}</Alert> : null}
          <Toolbar>
            <span role="status">{errors.length > 0 ? words.errorCount(formatCount(errors.length)) : words.noErrors}</span>
            <Button variant="secondary" size="sm" disabled={errors.length === 0} onClick={jumpToError}>
              {words.nextError}
            </Button>
            <Button variant="secondary" size="sm" disabled={history.length === 0} onClick={undo}>
              {words.undo}
            </Button>
          </Toolbar>
          <VariantGrid
            key={JSON.stringify(groups)}
            label={itself ? words.stockGridLabel : words.gridLabel}
            columns={columns}
            headers={headers}
            data={data}
            onEdit={edit}
            onPaste={paste}
            onUndo={undo}
            announcer={announcer}
            focusRequest={focusRequest}
          />
          <Toolbar>
            <Button loading={save.pending} onClick={submit}>
              {words.save}
            </Button>
          </Toolbar>
          {dirty ? <p>{copy.backofficeLeaveGuard.hint}</p> : null}
        </Stack>
      </section>
      <RecordHistory recordType="CATALOGUE_ITEM" recordKey={product.itemKey} />
      <LeaveGuardDialog guard={guard} />
    </Stack>
  );
}

/**
 * The product's page: its sales info (a book's or goods item's, issue 40), then its stock per
 * warehouse — for goods, by the variants of their option groups; for a book, its own.
 */
export function VariantsPage() {
  const itemKey = useParams<{ itemKey: string }>().itemKey ?? '';
  const sales = useQuery(productSalesQuery(itemKey));
  const goods = sales.data?.type === 'GOODS';
  const product = useQuery({ ...productVariantsQuery(itemKey), enabled: sales.data !== undefined });
  const title = sales.data ? (goods ? words.openVariants(sales.data.title) : text.salesPageTitle(sales.data.title)) : text.productsTitle;
  const failed = (retry: () => void) => <ErrorState headingLevel={2} title={text.loadFailed} onRetry={retry} retryLabel={text.retry} />;
  return (
    <AdminPage
      title={title}
      area={areaById('PRODUCT')}
      // A book's way back is the book list, as the operator left it (the hand review: it led to the goods).
      areaTo={sales.data?.type === 'BOOK' ? listReturnPath(productBooksPath()) : undefined}
      description={goods ? words.pageIntro : words.stockIntro}
    >
      {sales.data ? (
        <Stack gap={8}>
          <ProductSalesForm key={sales.data.itemKey} item={sales.data} />
          {product.data ? (
            <VariantsEditor key={`variants:${product.data.itemKey}`} product={product.data} withOptions={goods} />
          ) : product.isError ? (
            failed(() => void product.refetch())
          ) : (
            <Skeleton lines={8} />
          )}
        </Stack>
      ) : sales.isError ? (
        failed(() => void sales.refetch())
      ) : (
        <Skeleton lines={8} />
      )}
    </AdminPage>
  );
}
