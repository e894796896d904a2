/**
 * `/admin/contents/{type path}/{itemKey}` (issue 28; backoffice.md §2 content management and
 * "product sales info", §9 price display, dates in Asia/Seoul): an item's form (CatalogueForm.tsx:
 * its name, description, cover, category and sales info, saved through the form kit), the end of
 * its sale (RetireSection.tsx, issue 40: retire or delete, a delete refused with what holds the
 * item), for a course or package the way to its classes (composition/), for a class or course the
 * certificate it gives (CertificateChoice.tsx), and its change history. The item and the type's categories are read once for the form,
 * so another tab's save never replaces what is being typed; a retire or a return to sale draws
 * the form again from the item as it then is (it waits for unsaved work to be saved first).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { catalogueTypeOfPath, categoryOwnerOf, isBundleType, type CatalogueTypePath } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { areaById } from '../access/areas';
import { RecordHistory } from '../history/RecordHistory';
import { listReturnPath } from '../kit/list/listPlace';
import { AdminPage } from '../shell/AdminPage';
import { catalogueCategoriesQuery, catalogueItemQuery } from './api';
import { CatalogueForm } from './CatalogueForm';
import { CertificateChoice } from './CertificateChoice';
import { bundleComposerPath, catalogueListPath } from './paths';
import { RetireSection } from './RetireSection';

const text = copy.backofficeCatalogue;

export function CatalogueEditPage() {
  const params = useParams<{ typePath: string; itemKey: string }>();
  const type = catalogueTypeOfPath[(params.typePath ?? '') as CatalogueTypePath] ?? 'KLASS';
  const itemKey = params.itemKey ?? '';
  const item = useQuery(catalogueItemQuery(type, itemKey));
  const categories = useQuery(catalogueCategoriesQuery(categoryOwnerOf(type)));
  const [dirty, setDirty] = useState(false);
  /** Raised by a retire or a return to sale: the form is drawn again from the item as it is now. */
  const [generation, setGeneration] = useState(0);
  const title = item.data?.title ?? text.editTitle(type);
  return (
    <AdminPage title={title} area={areaById('CONTENT')} areaTo={listReturnPath(catalogueListPath(type))} description={text.editIntro}>
      {item.data && categories.data ? (
        <Stack gap={6}>
          <CatalogueForm key={`${item.data.itemKey}:${generation}`} type={type} saved={item.data} categories={categories.data.items} onDirtyChange={setDirty} />
          {isBundleType(type) ? (
            <section aria-labelledby="catalogue-composition-heading">
              <Stack gap={2}>
                <h2 id="catalogue-composition-heading">{text.composition.loadingTitle}</h2>
                <p>
                  <Link to={bundleComposerPath(type, item.data.itemKey)}>{text.composition.open}</Link>
                </p>
              </Stack>
            </section>
          ) : null}
          {type === 'KLASS' || type === 'COURSE' ? <CertificateChoice type={type} itemKey={item.data.itemKey} /> : null}
          <RetireSection type={type} item={item.data} waiting={dirty} onChanged={() => setGeneration((now) => now + 1)} />
          <RecordHistory recordType="CATALOGUE_ITEM" recordKey={item.data.itemKey} />
        </Stack>
      ) : item.isError || categories.isError ? (
        <ErrorState
          headingLevel={2}
          title={text.loadFailed}
          onRetry={() => {
            void item.refetch();
            void categories.refetch();
          }}
          retryLabel={text.retry}
        />
      ) : (
        <Skeleton lines={8} />
      )}
    </AdminPage>
  );
}
