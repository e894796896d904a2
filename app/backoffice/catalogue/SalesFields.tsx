/**
 * A book's, goods item's or any catalogue item's sales info as fields of the catalogue form
 * (catalogueForm.ts values and rules): sale status, price in won with a preview of how the learner
 * sees it (a zero by its display mode), tax type, for what ships its fee and the amount from which
 * it is free, the most one order may buy, and an optional sale period in Seoul days and times.
 * Drawn by the CONTENT area's item form and by the PRODUCT area's sales form (issue 40: sales info
 * belongs to PRODUCT as well), so both say and check the same.
 */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@ds/components/Checkbox';
import { TextField } from '@ds/components/TextField';
import {
  priceDisplayModes,
  priceProblem,
  saleStatuses,
  taxTypes,
  type CatalogueType,
} from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { isShipped, type CatalogueFormValues } from './catalogueForm';
import { RadioField } from '../kit/forms/RadioField';
import { typedWholeNumber } from './typedNumber';

const text = copy.backofficeCatalogue;

export function SalesFields({ type, form }: { type: CatalogueType; form: UseFormReturn<CatalogueFormValues> }) {
  const [price, priceDisplayMode, hasPeriod] = useWatch({ control: form.control, name: ['price', 'priceDisplayMode', 'hasPeriod'] });
  const errors = form.formState.errors;
  const typedPrice = typedWholeNumber(price);
  const preview = priceProblem(typedPrice) === null ? text.pricePreview(formatPrice(typedPrice, priceDisplayMode)) : null;
  return (
    <>
      <RadioField
        control={form.control}
        name="saleStatus"
        label={text.fieldSaleStatus}
        values={saleStatuses}
        labels={text.saleStatusNames}
      />
      <TextField label={text.fieldPrice} inputMode="numeric" required hint={preview ?? text.fieldPriceHint} error={errors.price?.message} {...form.register('price')} />
      <RadioField
        control={form.control}
        name="priceDisplayMode"
        label={text.fieldPriceDisplayMode}
        values={priceDisplayModes}
        labels={text.priceDisplayModeNames}
      />
      <RadioField
        control={form.control}
        name="taxType"
        label={text.fieldTaxType}
        values={taxTypes}
        labels={text.taxTypeNames}
      />
      {isShipped(type) ? (
        <>
          <TextField label={text.fieldShippingFee} inputMode="numeric" hint={text.fieldShippingFeeHint} error={errors.shippingFee?.message} {...form.register('shippingFee')} />
          <TextField
            label={text.fieldFreeShippingFrom}
            inputMode="numeric"
            hint={text.fieldFreeShippingFromHint}
            error={errors.freeShippingFrom?.message}
            {...form.register('freeShippingFrom')}
          />
        </>
      ) : null}
      <TextField
        label={text.fieldMaxPurchaseQuantity}
        inputMode="numeric"
        hint={text.fieldMaxPurchaseQuantityHint}
        error={errors.maxPurchaseQuantity?.message}
        {...form.register('maxPurchaseQuantity')}
      />
      <Checkbox label={text.fieldSalePeriod} {...form.register('hasPeriod')} />
      {hasPeriod ? (
        <>
          <TextField label={text.fieldSaleStart} type="datetime-local" {...form.register('saleStart')} />
          <TextField label={text.fieldSaleEnd} type="datetime-local" error={errors.saleEnd?.message} {...form.register('saleEnd')} />
        </>
      ) : null}
    </>
  );
}
