/**
 * A catalogue type's list (issue 28; backoffice.md §2 content management, §4 "display state of
 * books, goods, classes and courses can be patched", §9 summaries 20 a page and price display):
 * classes at `/admin/contents`, courses, packages (the v2 lists), books, goods and passes beside
 * them, on the list kit — keyword, category (the server's categories, read first), display state
 * and sale status in the URL, 20 a page. Each row shows its price as the
 * learner would see it (zero by its display mode) and can be hidden or shown on its own; picked
 * rows, the page or "all N matching" are hidden or shown in bulk. Either applies on screen at once
 * with the kit's undo window and is sent after it; a class hidden here leaves the learner's lists.
 * "새 …" opens the type's create form (issue 40). The PRODUCT area lists the goods the same way,
 * each opening its variants.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { StatusLabel } from '@ds/components/StatusLabel';
import { Link } from '@ds/components/TextButton';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import type { CatalogueCategoryRow } from '@app/shared/api/contract/adminCatalogueCategory';
import { categoryOwnerOf, type CatalogueType, type DisplayState } from '@app/shared/api/contract/adminCatalogueWords';
import { isSoldType } from '@app/shared/api/contract/adminProductWords';
import { errorCodes } from '@app/shared/api/contract/errors';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { formatPrice } from '@app/shared/lib/format/price';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { AreaSectionNav } from '../areas/AreaSectionNav';
import { ListPage, useListPageQuery, type ListPageData } from '../kit/list/ListPage';
import { useListState } from '../kit/list/useListState';
import { useListSelection } from '../kit/selection/useListSelection';
import { useUndoableAction } from '../kit/undo/UndoProvider';
import { AdminPage } from '../shell/AdminPage';
import {
  adminCatalogueKeys,
  catalogueCategoriesQuery,
  catalogueItemsQuery,
  changeDisplayState,
  productCategoriesQuery,
  productItemsQuery,
  type CatalogueSelection,
} from './api';
import { catalogueList, type CatalogueListDefinition } from './catalogueLists';
import { withDisplayState, withDisplayStateTakenBack } from './displayState';
import { catalogueCreatePath, catalogueItemPath, productVariantsPath } from './paths';

const text = copy.backofficeCatalogue;

/**
 * What a display-state change changes, for the other tabs: the catalogue, its history, and the
 * learner's own lists (their query area is `inventory`; this side cannot import the learner's keys).
 */
const catalogueChanges = [adminCatalogueKeys.all, adminHistoryKeys.all, ['inventory']] as const;

type ItemsPage = ListPageData<CatalogueItem>;

/** The price as the learner sees it; a zero its mode hides says so, so the cell is never blank. */
export function shownPrice(item: Pick<CatalogueItem, 'price' | 'priceDisplayMode'>): string {
  return formatPrice(item.price, item.priceDisplayMode) ?? text.priceHidden;
}

function refusalMessage(error: unknown): string {
  return isApiError(error) && error.code === errorCodes.selectionChanged.code ? text.selectionChanged : text.changeFailed;
}

interface CatalogueListPageProps {
  type: CatalogueType;
  /** The PRODUCT area lists goods and books to open their sales info and variants; the CONTENT area (default) opens the edit. */
  area?: 'CONTENT' | 'PRODUCT';
}

interface CatalogueListProps extends Required<CatalogueListPageProps> {
  definition: CatalogueListDefinition;
  categoryNames: ReadonlyMap<string, string>;
}

function CatalogueList({ type, area, definition, categoryNames }: CatalogueListProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoableAction();
  const list = useListState(definition);
  // The PRODUCT area reads its goods and books through its own call: its operators may not hold CONTENT.
  const page = useListPageQuery(list, (query) => (area === 'PRODUCT' && isSoldType(type) ? productItemsQuery(type, query) : catalogueItemsQuery(type, query)));
  const selection = useListSelection(list, page.data?.totalCount, text.unit);
  // Display state is the CONTENT area's to change (its call needs CONTENT); the PRODUCT area shows it.
  const changesDisplay = area === 'CONTENT';
  const pageKey = adminCatalogueKeys.list(type, list.query);

  const change = (scope: CatalogueSelection, scopeWords: string, state: DisplayState) => {
    const before = queryClient.getQueryData<ItemsPage>(pageKey);
    undo.run({
      label: state === 'HIDE' ? text.hidden(scopeWords) : text.shown(scopeWords),
      apply: () => {
        if (before) queryClient.setQueryData(pageKey, withDisplayState(before, scope, state));
      },
      revert: (cause) => {
        if (!before) return;
        // Undone within its window, nothing came after it; a failed send may answer after later
        // changes were applied, so only its own rows go back.
        if (cause === 'undone') queryClient.setQueryData(pageKey, before);
        else queryClient.setQueryData<ItemsPage>(pageKey, (now) => withDisplayStateTakenBack(now, before, scope, state));
      },
      send: async ({ keepalive }) => {
        try {
          await changeDisplayState(type, scope, state, { keepalive });
        } catch (error) {
          toast.show(refusalMessage(error));
          throw error;
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all });
        }
      },
      changes: catalogueChanges,
    });
  };

  const changeSelection = (state: DisplayState) => {
    const scope = selection.scope;
    if (!scope) return;
    change(scope, selection.summary, state);
    selection.clear();
  };

  // Built per render: the row buttons close over this page's change (the undo queue is per frame).
  const columns: DataTableColumn<CatalogueItem>[] = [
    {
      id: 'title',
      header: text.columnTitle,
      cell: (row) => (
        <>
          <Link to={area === 'PRODUCT' ? productVariantsPath(row.itemKey) : catalogueItemPath(type, row.itemKey)}>{row.title}</Link>
          <br />
          {row.masterName ? `${row.itemKey} · ${text.master(row.masterName)}` : row.itemKey}
        </>
      ),
    },
    { id: 'category', header: text.columnCategory, cell: (row) => categoryNames.get(row.categoryKey) ?? row.categoryKey },
    { id: 'price', header: text.columnPrice, cell: (row) => shownPrice(row) },
    {
      id: 'saleStatus',
      header: text.columnSaleStatus,
      cell: (row) => <StatusLabel tone={row.saleStatus === 'ON_SALE' ? 'success' : 'neutral'}>{text.saleStatusNames[row.saleStatus]}</StatusLabel>,
    },
    {
      id: 'displayState',
      header: text.columnDisplayState,
      cell: (row) => {
        const next: DisplayState = row.displayState === 'SHOW' ? 'HIDE' : 'SHOW';
        const label = <StatusLabel tone={row.displayState === 'SHOW' ? 'info' : 'warning'}>{text.displayStateNames[row.displayState]}</StatusLabel>;
        if (!changesDisplay) return label;
        return (
          <>
            {label}{' '}
            <Button
              size="sm"
              variant="secondary"
              aria-label={next === 'HIDE' ? text.hideOne(row.title) : text.showOne(row.title)}
              onClick={() => change({ kind: 'keys', keys: [row.itemKey] }, `‘${row.title}’`, next)}
            >
              {next === 'HIDE' ? text.hide : text.show}
            </Button>
          </>
        );
      },
    },
    { id: 'updatedAt', header: text.columnUpdatedAt, cell: (row) => formatDateTime(row.updatedAt) },
  ];

  return (
    <ListPage
      list={list}
      page={page}
      caption={text.caption(type)}
      noun={text.typeNames[type]}
      unit={text.unit}
      columns={columns}
      getRowKey={(row) => row.itemKey}
      getRowLabel={(row) => row.title}
      selection={changesDisplay ? selection : undefined}
      bulkActions={
        <>
          <Button size="sm" disabled={selection.tooLarge} onClick={() => changeSelection('HIDE')}>
            {text.hide}
          </Button>
          <Button size="sm" variant="secondary" disabled={selection.tooLarge} onClick={() => changeSelection('SHOW')}>
            {text.show}
          </Button>
        </>
      }
    />
  );
}

/**
 * The categories' keys and names only: react-query shares what did not change, so a new item count
 * (a category's items moved) keeps the same array and does not rebuild the list's definition, which
 * would start its selection afresh.
 */
const namesOnly = (data: { items: readonly CatalogueCategoryRow[] }) => data.items.map(({ categoryKey, name }) => ({ categoryKey, name }));

export function CatalogueListPage({ type, area = 'CONTENT' }: CatalogueListPageProps) {
  // The PRODUCT area reads the categories through its own call, as it reads the items.
  const categories = useQuery({ ...(area === 'PRODUCT' && isSoldType(type) ? productCategoriesQuery(type) : catalogueCategoriesQuery(categoryOwnerOf(type))), select: namesOnly });
  const items = categories.data;
  const definition = useMemo(() => (items ? catalogueList(type, items) : null), [type, items]);
  const names = useMemo(() => new Map((items ?? []).map((category) => [category.categoryKey, category.name])), [items]);
  const navigate = useNavigate();
  return (
    <AdminPage
      title={area === 'PRODUCT' ? (type === 'BOOK' ? text.productBooksTitle : text.productsTitle) : text.listTitle(type)}
      area={areaById(area)}
      description={area === 'PRODUCT' ? (type === 'BOOK' ? text.productBooksIntro : text.productsIntro) : text.listIntro}
      // A new item is the CONTENT area's to create ("새 클래스" on each of its lists).
      actions={area === 'CONTENT' ? <Button onClick={() => void navigate(catalogueCreatePath(type))}>{text.newItem(type)}</Button> : undefined}
    >
      <AreaSectionNav />
      {definition ? (
        <CatalogueList type={type} area={area} definition={definition} categoryNames={names} />
      ) : categories.isError ? (
        <ErrorState headingLevel={2} title={text.categoriesLoadFailed} onRetry={() => void categories.refetch()} retryLabel={text.retry} />
      ) : (
        <div role="status" aria-label={copy.common.loading}>
          <Skeleton lines={8} />
        </div>
      )}
    </AdminPage>
  );
}

/** One page component per type, so moving between the types' lists starts each list afresh. */
export function KlassListPage() {
  return <CatalogueListPage key="KLASS" type="KLASS" />;
}

export function BookListPage() {
  return <CatalogueListPage key="BOOK" type="BOOK" />;
}

export function GoodsListPage() {
  return <CatalogueListPage key="GOODS" type="GOODS" />;
}

export function PassListPage() {
  return <CatalogueListPage key="PASS" type="PASS" />;
}

export function CourseListPage() {
  return <CatalogueListPage key="COURSE" type="COURSE" />;
}

export function PackageListPage() {
  return <CatalogueListPage key="PACKAGE" type="PACKAGE" />;
}

/** The PRODUCT area's first screen: the goods, each opening its sales info, option groups and variants. */
export function ProductListPage() {
  return <CatalogueListPage key="PRODUCT" type="GOODS" area="PRODUCT" />;
}

/** The PRODUCT area's books beside the goods (issue 40), each opening its sales info. */
export function ProductBookListPage() {
  return <CatalogueListPage key="PRODUCT-BOOK" type="BOOK" area="PRODUCT" />;
}
