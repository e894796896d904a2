/**
 * A book's, goods item's or any catalogue item's sales info as fields of the catalogue form
 * (catalogueForm.ts values and rules): sale status, price in won with a preview of how the learner
 * sees it (a zero by its display mode), tax type, for what ships its fee and the amount from which
 * it is free, the most one order may buy, and an optional sale period in Seoul days and times.
 * Drawn by the CONTENT area's item form and by the PRODUCT area's sales form (issue 40: sales info
 * belongs to PRODUCT as well), so both say and check the same.
 */
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@ds/components/Checkbox';
import { RadioGroup } from '@ds/components/RadioGroup';
import { TextField } from '@ds/components/TextField';
import {
  priceDisplayModes,
  priceProblem,
  saleStatuses,
  taxTypes,
  type CatalogueType,
  type PriceDisplayModeCode,
  type SaleStatus,
  type TaxType,
} from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { isShipped, type CatalogueFormValues } from './catalogueForm';
import { typedWholeNumber } from './typedNumber';

const text = copy.backofficeCatalogue;

export function SalesFields({ type, form }: { type: CatalogueType; form: UseFormReturn<CatalogueFormValues> }) {
  const [price, priceDisplayMode, hasPeriod] = useWatch({ control: form.control, name: ['price', 'priceDisplayMode', 'hasPeriod'] });
  const errors = form.formState.errors;
  const typedPrice = typedWholeNumber(price);
  const preview = priceProblem(typedPrice) === null ? text.pricePreview(formatPrice(typedPrice, priceDisplayMode)) : null;
  return (
    <>
      <Controller
        control={form.control}
        name="saleStatus"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            label={text.fieldSaleStatus}
            value={field.value}
            options={saleStatuses.map((value) => ({ value, label: text.saleStatusNames[value] }))}
            onChange={(value) => field.onChange(value as SaleStatus)}
          />
        )}
      />
      <TextField label={text.fieldPrice} inputMode="numeric" required hint={preview ?? text.fieldPriceHint} error={errors.price?.message} {...form.register('price')} />
      <Controller
        control={form.control}
        name="priceDisplayMode"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            label={text.fieldPriceDisplayMode}
            value={field.value}
            options={priceDisplayModes.map((value) => ({ value, label: text.priceDisplayModeNames[value] }))}
            onChange={(value) => field.onChange(value as PriceDisplayModeCode)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="taxType"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            label={text.fieldTaxType}
            value={field.value}
            options={taxTypes.map((value) => ({ value, label: text.taxTypeNames[value] }))}
            onChange={(value) => field.onChange(value as TaxType)}
          />
        )}
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
