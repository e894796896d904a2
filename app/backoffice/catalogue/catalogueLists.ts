/**
 * The catalogue's list definitions, one per type (issue 28; backoffice.md §9 "summaries 20 a
 * page"): keyword, category (the type's own), display state and sale status in the URL, sort by
 * last change, title or price, 20 a page by default. One definition per type so each list keeps
 * its own saved views and its own selection.
 */
import { CATALOGUE_PAGE_SIZE, catalogueTypes, displayStates, saleStatuses, seededCategories, type CatalogueType } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { defineList } from '../kit/list/urlState';

const text = copy.backofficeCatalogue;

function catalogueList(type: CatalogueType) {
  return defineList({
    id: `catalogue.${type.toLowerCase()}`,
    filters: {
      q: { kind: 'text', label: text.filterQ, placeholder: text.filterQPlaceholder },
      category: {
        kind: 'set',
        label: text.filterCategory,
        options: seededCategories[type].map((category) => ({ value: category.categoryKey as string, label: category.name })),
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

export const catalogueLists = Object.fromEntries(catalogueTypes.map((type) => [type, catalogueList(type)])) as Record<CatalogueType, CatalogueListDefinition>;
