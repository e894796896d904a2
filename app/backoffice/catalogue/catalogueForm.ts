/**
 * The catalogue item form's values, rules and bodies, without React (issue 28's edit, issue 40's
 * create; issue 38 "the catalogue edit form … through useFormSave"): what the form holds (text as
 * typed, so a price that is not a number yet stays what was typed), each field's rule with the
 * contract's own message (adminCatalogueWords.ts, which the mock answers with too), the body an
 * edit or a create sends, and the field a refused body's path belongs to. One form for both: a
 * new item starts from `emptyFormValues`, a saved one from `formValuesOf`.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CatalogueItem, CatalogueItemCreate, CatalogueItemUpdate } from '@app/shared/api/contract/adminCatalogue';
import {
  descriptionProblem,
  hasPeriodDays,
  masterNameProblem,
  periodDaysProblem,
  priceProblem,
  purchaseQuantityProblem,
  salePeriodProblem,
  shippingAmountProblem,
  titleProblem,
  type CatalogueType,
  type PriceDisplayModeCode,
  type SaleStatus,
  type TaxType,
} from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { typedWholeNumber } from './typedNumber';

const SEOUL = 'Asia/Seoul';
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

export interface CatalogueFormValues {
  title: string;
  /** A class's master in charge ('' for the other types). */
  masterName: string;
  /** A class's playback-rate option (false for the other types, and not sent). */
  usePlaybackRates: boolean;
  categoryKey: string;
  saleStatus: SaleStatus;
  price: string;
  priceDisplayMode: PriceDisplayModeCode;
  hasPeriod: boolean;
  /** `yyyy-MM-ddTHH:mm` in Asia/Seoul, as a datetime-local input holds it. */
  saleStart: string;
  saleEnd: string;
  taxType: TaxType;
  /** Won as typed; shown for the types that ship (books and goods). */
  shippingFee: string;
  /** Empty: the fee always applies. */
  freeShippingFrom: string;
  /** Empty: no limit. */
  maxPurchaseQuantity: string;
  description: string;
  /** A new class's learning period or a new pass's period of use, in days as typed; '' for the rest. */
  periodDays: string;
  /** An uploaded image to become the cover on save; null keeps the cover as it is. */
  cover: { fileId: string; fileName: string } | null;
}

/** The fields a rule or a refusal can name. */
export type CatalogueFormField =
  | 'title'
  | 'masterName'
  | 'categoryKey'
  | 'cover'
  | 'price'
  | 'saleEnd'
  | 'shippingFee'
  | 'freeShippingFrom'
  | 'maxPurchaseQuantity'
  | 'description'
  | 'periodDays';
export type CatalogueFieldErrors = Partial<Record<CatalogueFormField, string>>;

/** The types whose items are shipped: they have a shipping fee and its condition. */
export const isShipped = (type: CatalogueType): boolean => type === 'BOOK' || type === 'GOODS';

/** A Seoul wall-clock time from the input as an instant. */
export function seoulInstant(local: string): string {
  return fromZonedTime(local, SEOUL).toISOString();
}

export function formValuesOf(item: CatalogueItem): CatalogueFormValues {
  return {
    title: item.title,
    masterName: item.masterName ?? '',
    usePlaybackRates: item.usePlaybackRates ?? false,
    categoryKey: item.categoryKey,
    saleStatus: item.saleStatus,
    price: String(item.price),
    priceDisplayMode: item.priceDisplayMode,
    hasPeriod: item.salePeriod !== null,
    saleStart: item.salePeriod ? formatInTimeZone(item.salePeriod.startAt, SEOUL, LOCAL_INPUT) : '',
    saleEnd: item.salePeriod ? formatInTimeZone(item.salePeriod.endAt, SEOUL, LOCAL_INPUT) : '',
    taxType: item.taxType,
    shippingFee: String(item.shippingFee),
    freeShippingFrom: item.freeShippingFrom === null ? '' : String(item.freeShippingFrom),
    maxPurchaseQuantity: item.maxPurchaseQuantity === null ? '' : String(item.maxPurchaseQuantity),
    description: item.description,
    periodDays: '',
    cover: null,
  };
}

/**
 * A new item of the type: in its first category, stopped until the operator puts it on sale
 * (a new product line is prepared before it sells), books tax-free as Korea has them.
 */
export function emptyFormValues(type: CatalogueType, categoryKey: string): CatalogueFormValues {
  return {
    title: '',
    masterName: '',
    usePlaybackRates: true,
    categoryKey,
    saleStatus: 'STOPPED',
    price: '',
    priceDisplayMode: 'FREE',
    hasPeriod: false,
    saleStart: '',
    saleEnd: '',
    taxType: type === 'BOOK' ? 'TAX_FREE' : 'TAXABLE',
    shippingFee: isShipped(type) ? '3,000' : '0',
    freeShippingFrom: '',
    maxPurchaseQuantity: '',
    description: '',
    periodDays: hasPeriodDays(type) ? '90' : '',
    cover: null,
  };
}

/** Every rule the values break, at its field; `creating` adds the new item's own (its period, a category picked). */
export function problemsOf(type: CatalogueType, values: CatalogueFormValues, creating: boolean): CatalogueFieldErrors {
  const errors: CatalogueFieldErrors = {};
  const put = (field: CatalogueFormField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  put('title', titleProblem(values.title));
  if (type === 'KLASS') put('masterName', masterNameProblem(values.masterName));
  if (values.categoryKey === '') put('categoryKey', copy.backofficeCatalogue.categoryRequired);
  put('price', priceProblem(typedWholeNumber(values.price)));
  put('shippingFee', shippingAmountProblem(typedWholeNumber(values.shippingFee)));
  if (values.freeShippingFrom.trim() !== '') put('freeShippingFrom', shippingAmountProblem(typedWholeNumber(values.freeShippingFrom)));
  if (values.maxPurchaseQuantity.trim() !== '') put('maxPurchaseQuantity', purchaseQuantityProblem(typedWholeNumber(values.maxPurchaseQuantity)));
  put('description', descriptionProblem(values.description));
  if (creating && hasPeriodDays(type)) put('periodDays', periodDaysProblem(typedWholeNumber(values.periodDays)));
  if (values.hasPeriod) {
    if (!values.saleStart || !values.saleEnd) put('saleEnd', copy.backofficeCatalogue.salePeriodRequired);
    else put('saleEnd', salePeriodProblem({ startAt: seoulInstant(values.saleStart), endAt: seoulInstant(values.saleEnd) }));
  }
  return errors;
}

/** What an edit sends, from the version it was based on. */
export function toUpdateBody(type: CatalogueType, form: CatalogueFormValues, version: number): CatalogueItemUpdate {
  return {
    title: form.title.trim(),
    masterName: type === 'KLASS' ? form.masterName.trim() : null,
    usePlaybackRates: type === 'KLASS' ? form.usePlaybackRates : null,
    categoryKey: form.categoryKey,
    saleStatus: form.saleStatus,
    price: typedWholeNumber(form.price),
    priceDisplayMode: form.priceDisplayMode,
    salePeriod: form.hasPeriod ? { startAt: seoulInstant(form.saleStart), endAt: seoulInstant(form.saleEnd) } : null,
    taxType: form.taxType,
    shippingFee: typedWholeNumber(form.shippingFee),
    freeShippingFrom: form.freeShippingFrom.trim() === '' ? null : typedWholeNumber(form.freeShippingFrom),
    maxPurchaseQuantity: form.maxPurchaseQuantity.trim() === '' ? null : typedWholeNumber(form.maxPurchaseQuantity),
    description: form.description,
    coverFileId: form.cover?.fileId ?? null,
    version,
  };
}

/** What a create sends: the edit's fields and, for a class or a pass, its period. */
export function toCreateBody(type: CatalogueType, form: CatalogueFormValues): CatalogueItemCreate {
  const { version: _none, ...body } = toUpdateBody(type, form, 1);
  return { ...body, periodDays: hasPeriodDays(type) ? typedWholeNumber(form.periodDays) : null };
}

/** The form's rules as react-hook-form reads them: each broken rule's message at its field. */
export function catalogueResolver(type: CatalogueType, creating: boolean): Resolver<CatalogueFormValues> {
  return (values) => {
    const found = Object.entries(problemsOf(type, values, creating)) as [CatalogueFormField, string][];
    if (found.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CatalogueFormValues> = {};
    for (const [field, message] of found) errors[field] = { type: 'rule', message };
    return { values: {}, errors };
  };
}

/** The form's field for each path of a body the server may refuse (a sale period's at its end). */
const fieldOfPath: Readonly<Record<string, CatalogueFormField>> = {
  title: 'title',
  masterName: 'masterName',
  categoryKey: 'categoryKey',
  coverFileId: 'cover',
  price: 'price',
  salePeriod: 'saleEnd',
  'salePeriod.startAt': 'saleEnd',
  'salePeriod.endAt': 'saleEnd',
  shippingFee: 'shippingFee',
  freeShippingFrom: 'freeShippingFrom',
  maxPurchaseQuantity: 'maxPurchaseQuantity',
  description: 'description',
  periodDays: 'periodDays',
};

export const catalogueFieldOf = (path: string): CatalogueFormField | null => fieldOfPath[path] ?? null;
