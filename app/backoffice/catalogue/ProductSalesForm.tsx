/**
 * A book's or goods item's sales info under PRODUCT (issue 40 "Sales info belongs to PRODUCT: an
 * operator with PRODUCT and not CONTENT edits price, tax type, shipping fee and free-shipping
 * threshold, maximum purchase quantity and sale period of goods and books"): the catalogue form's
 * sales fields (SalesFields.tsx, the same rules and words), saved through the form kit from the
 * version they were based on through the PRODUCT area's own call. New orders take what is saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { useToast } from '@ds/components/Toast';
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import { catalogueErrorCodes } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { adminHistoryKeys } from '../api/adminHistory';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { useFormSave } from '../kit/forms/useFormSave';
import { LeaveGuardDialog } from '../kit/leave/LeaveGuardDialog';
import { useLeaveGuard } from '../kit/leave/useLeaveGuard';
import { adminCatalogueKeys, adminProductKeys, productSalesQuery, saveProductSales } from './api';
import { catalogueFieldOf, catalogueResolver, formValuesOf, toUpdateBody, type CatalogueFormValues } from './catalogueForm';
import { SalesFields } from './SalesFields';

const text = copy.backofficeCatalogue;

export function ProductSalesForm({ item }: { item: CatalogueItem }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<CatalogueFormValues>({ resolver: catalogueResolver(item.type, false), defaultValues: formValuesOf(item) });
  const guard = useLeaveGuard(form.formState.isDirty);
  const save = useFormSave({
    form,
    version: item.version,
    send: (values, basedOn) => {
      const { saleStatus, price, priceDisplayMode, salePeriod, taxType, shippingFee, freeShippingFrom, maxPurchaseQuantity, version } = toUpdateBody(item.type, values, basedOn);
      return saveProductSales(item.itemKey, { saleStatus, price, priceDisplayMode, salePeriod, taxType, shippingFee, freeShippingFrom, maxPurchaseQuantity, version });
    },
    meta: announces(adminProductKeys.all, adminCatalogueKeys.all, adminHistoryKeys.all),
    fieldOf: catalogueFieldOf,
    conflict: {
      code: catalogueErrorCodes.catalogueVersionConflict.code,
      latest: async () => (await queryClient.fetchQuery({ ...productSalesQuery(item.itemKey), staleTime: 0 })).version,
    },
    versionOf: (answer) => answer.version,
    onSaved: (answer) => {
      queryClient.setQueryData(adminProductKeys.sales(answer.itemKey), answer);
      void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      form.reset(formValuesOf(answer));
      toast.show(text.salesSaved);
    },
  });
  return (
    <section aria-labelledby="product-sales-heading">
      <form noValidate onSubmit={save.submit} style={{ maxWidth: 560 }}>
        <Stack gap={4}>
          <h2 id="product-sales-heading">{text.salesTitle}</h2>
          <SaveProblemAlert problem={save.problem} failed={text.saveFailed} stale={text.stale} />
          <SalesFields type={item.type} form={form} />
          <div>
            <Button type="submit" loading={save.pending}>
              {text.salesSave}
            </Button>
          </div>
          {form.formState.isDirty ? <p>{copy.backofficeLeaveGuard.hint}</p> : null}
        </Stack>
      </form>
      <LeaveGuardDialog guard={guard} />
    </section>
  );
}
