/**
 * The catalogue's list definitions, one per type (issue 28; backoffice.md §9 "summaries 20 a
 * page"): keyword, category, display state and sale status in the URL, sort by last change, title
 * or price, 20 a page by default. The categories are the server's (an operator creates, renames and
 * deletes them), so a list's definition is built once they are loaded, and the URL's `category=`
 * values are read against them; one definition per type so each list keeps its own saved views and
 * its own selection.
 */
import type { CatalogueCategoryRow } from '@app/shared/api/contract/adminCatalogueCategory';
import { CATALOGUE_PAGE_SIZE, displayStates, saleStatuses, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { defineList } from '../kit/list/urlState';

const text = copy.backofficeCatalogue;

export function catalogueList(type: CatalogueType, categories: readonly Pick<CatalogueCategoryRow, 'categoryKey' | 'name'>[]) {
  return defineList({
    id: `catalogue.${type.toLowerCase()}`,
    filters: {
      q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
      category: {
        kind: 'set',
        label: text.filterCategory,
        options: categories.map((category) => ({ value: category.categoryKey, label: category.name })),
      },
      displayState: { kind: 'set', label: text.filterDisplayState, options: displayStates.map((value) => ({ value, label: text.displayStateNames[value] })) },
      saleStatus: { kind: 'set', label: text.filterSaleStatus, options: saleStatuses.map((value) => ({ value, label: text.saleStatusNames[value] })) },
    },
    sortFields: ['updatedAt', 'title', 'price'],
    defaultSort: { field: 'updatedAt', direction: 'desc' },
    pageSizes: [CATALOGUE_PAGE_SIZE, 50, 100],
    defaultPageSize: CATALOGUE_PAGE_SIZE,
    columns: [
      { id: 'title', alwaysVisible: true },
      { id: 'category' },
      { id: 'price' },
      { id: 'saleStatus' },
      { id: 'displayState', alwaysVisible: true },
      { id: 'updatedAt', hiddenByDefault: true },
    ],
  });
}

export type CatalogueListDefinition = ReturnType<typeof catalogueList>;
