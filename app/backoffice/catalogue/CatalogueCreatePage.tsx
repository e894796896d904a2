/**
 * `/admin/contents/{type path}/new` (issue 40 "Create a class, course, package, book, goods item
 * and pass"): a new item of the list's type in the one catalogue form (CatalogueForm.tsx) — the
 * type's fields with their rules and Korean messages at the field, a cover through the upload
 * kit, one of the type's categories — which, once created, opens in its edit form and is in the
 * type's list. Reached by "새 …" on each list.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { catalogueTypeOfPath, categoryOwnerOf, type CatalogueTypePath } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { listReturnPath } from '../kit/list/listPlace';
import { AdminPage } from '../shell/AdminPage';
import { catalogueCategoriesQuery } from './api';
import { CatalogueForm } from './CatalogueForm';
import { catalogueListPath } from './paths';

const text = copy.backofficeCatalogue;

export function CatalogueCreatePage() {
  const typePath = useParams<{ typePath: string }>().typePath ?? '';
  const type = catalogueTypeOfPath[typePath as CatalogueTypePath] ?? 'KLASS';
  const categories = useQuery(catalogueCategoriesQuery(categoryOwnerOf(type)));
  return (
    <AdminPage title={text.createTitle(type)} area={areaById('CONTENT')} areaTo={listReturnPath(catalogueListPath(type))} description={text.createIntro}>
      {categories.data ? (
        <CatalogueForm key={type} type={type} categories={categories.data.items} />
      ) : categories.isError ? (
        <ErrorState headingLevel={2} title={text.categoriesLoadFailed} onRetry={() => void categories.refetch()} retryLabel={text.retry} />
      ) : (
        <Skeleton lines={8} />
      )}
    </AdminPage>
  );
}
