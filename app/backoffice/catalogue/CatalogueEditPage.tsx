/**
 * `/admin/contents/{type path}/{itemKey}` (issue 28; backoffice.md §2 content management and
 * "product sales info", §9 price display, dates in Asia/Seoul): an item's name, for a class its
 * master in charge and playback-rate option (the learner's player reads it), category and sales
 * info — sale status, price in won with how a zero shows (ZERO "0원", FREE "무료", HIDE nothing:
 * the preview says what the learner will see), an optional sale period entered as Seoul days
 * and times, tax type, for what ships its fee and the amount from which it is free, and the most one
 * order may buy; its description (§5 long text, 10,000 at most) and a cover image uploaded through
 * the kit's uploader (progress per part, retry, cancel), put in place on save. The category is one
 * of the type's categories as the server has them now. Each rule's message is at its field (the
 * contract's words), the server's refusals too: a category the type no longer has, a cover that
 * is not an image or whose file is gone are said at the category and the cover, as the title and
 * price are, never as a page-wide "could not save". A failed save keeps every typed value and the
 * uploaded cover, and says so; a stale one (someone saved first) says so, keeps the work and
 * saves over the newer version on a second try. With unsaved changes, leaving asks first — any
 * in-app link, the back-to-list button, the browser's Back and Forward, closing the tab (the
 * kit's leave guard, kit/leave/). Below, the item's change history.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { ErrorState } from '@ds/components/ErrorState';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Select } from '@ds/components/Select';
import { Skeleton } from '@ds/components/Skeleton';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import { isApiError } from '@app/shared/api/client/ApiError';
import { fieldIssues } from '@app/shared/api/client/fieldIssues';
import type { CatalogueItem } from '@app/shared/api/contract/adminCatalogue';
import type { CatalogueCategoryRow } from '@app/shared/api/contract/adminCatalogueCategory';
import { errorCodes } from '@app/shared/api/contract/errors';
import {
  CATALOGUE_DESCRIPTION_MAX,
  catalogueErrorCodes,
  catalogueTypeOfPath,
  categoryOwnerOf,
  descriptionProblem,
  priceDisplayModes,
  priceProblem,
  purchaseQuantityProblem,
  saleStatuses,
  salePeriodProblem,
  shippingAmountProblem,
  taxTypes,
  titleProblem,
  type CatalogueType,
  type CatalogueTypePath,
  type PriceDisplayModeCode,
  type SaleStatus,
  type TaxType,
} from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminHistoryKeys } from '../api/adminHistory';
import { RecordHistory } from '../history/RecordHistory';
import { FileUploads } from '../kit/files/FileUploads';
import { LeaveGuardDialog } from '../kit/leave/LeaveGuardDialog';
import { useLeaveGuard } from '../kit/leave/useLeaveGuard';
import { listReturnPath } from '../kit/list/listPlace';
import { AdminPage } from '../shell/AdminPage';
import { adminCatalogueKeys, catalogueCategoriesQuery, catalogueItemQuery, updateCatalogueItem } from './api';
import { catalogueListPath } from './paths';
import { typedWholeNumber } from './typedNumber';

const text = copy.backofficeCatalogue;
const SEOUL = 'Asia/Seoul';
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

const FormColumn = styled.form`
  max-width: 560px;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Cover = styled.img`
  display: block;
  max-width: 240px;
  max-height: 160px;
  object-fit: cover;
  border-radius: 4px;
`;

/** What the form holds: text as typed (a price that is not a number yet stays what was typed). */
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
  /** An uploaded image to become the cover on save; null keeps the cover as it is. */
  cover: { fileId: string; fileName: string } | null;
}

type FieldName = 'title' | 'masterName' | 'category' | 'cover' | 'price' | 'saleEnd' | 'shippingFee' | 'freeShippingFrom' | 'maxPurchaseQuantity' | 'description';
type FieldErrors = Partial<Record<FieldName, string>>;

/** The form's field for each path of the edit's body the server may refuse (a sale period's at its end). */
const fieldOfPath: Readonly<Record<string, FieldName>> = {
  title: 'title',
  masterName: 'masterName',
  categoryKey: 'category',
  coverFileId: 'cover',
  price: 'price',
  salePeriod: 'saleEnd',
  'salePeriod.startAt': 'saleEnd',
  'salePeriod.endAt': 'saleEnd',
  shippingFee: 'shippingFee',
  freeShippingFrom: 'freeShippingFrom',
  maxPurchaseQuantity: 'maxPurchaseQuantity',
  description: 'description',
};

/**
 * A refused save as the fields' messages: the server's issues at their fields, and an uploaded
 * cover whose file is gone at the cover. Null when the refusal names no field of the form (the
 * page then says the save failed).
 */
function refusalAtFields(error: unknown): FieldErrors | null {
  if (isApiError(error) && error.code === errorCodes.fileNotFound.code) return { cover: text.coverGone };
  const found: FieldErrors = {};
  for (const issue of fieldIssues(error)) {
    const field = fieldOfPath[issue.path];
    if (field) found[field] ??= issue.message;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The types whose items are shipped: they have a shipping fee and its condition. */
const shipped = (type: CatalogueType) => type === 'BOOK' || type === 'GOODS';


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
    cover: null,
  };
}

/** A Seoul wall-clock time from the input as an instant. */
export function seoulInstant(local: string): string {
  return fromZonedTime(local, SEOUL).toISOString();
}

function problemsOf(type: CatalogueType, values: CatalogueFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const titleIssue = titleProblem(values.title);
  if (titleIssue) errors.title = titleIssue;
  const masterLength = [...values.masterName.trim()].length;
  if (type === 'KLASS' && (masterLength < 2 || masterLength > 30)) errors.masterName = text.fieldMasterNameRule;
  const priceIssue = priceProblem(typedWholeNumber(values.price));
  if (priceIssue) errors.price = priceIssue;
  const feeIssue = shippingAmountProblem(typedWholeNumber(values.shippingFee));
  if (feeIssue) errors.shippingFee = feeIssue;
  const fromIssue = values.freeShippingFrom.trim() === '' ? null : shippingAmountProblem(typedWholeNumber(values.freeShippingFrom));
  if (fromIssue) errors.freeShippingFrom = fromIssue;
  const quantityIssue = values.maxPurchaseQuantity.trim() === '' ? null : purchaseQuantityProblem(typedWholeNumber(values.maxPurchaseQuantity));
  if (quantityIssue) errors.maxPurchaseQuantity = quantityIssue;
  const descriptionIssue = descriptionProblem(values.description);
  if (descriptionIssue) errors.description = descriptionIssue;
  if (values.hasPeriod) {
    if (!values.saleStart || !values.saleEnd) errors.saleEnd = text.salePeriodRequired;
    else {
      const periodIssue = salePeriodProblem({ startAt: seoulInstant(values.saleStart), endAt: seoulInstant(values.saleEnd) });
      if (periodIssue) errors.saleEnd = periodIssue;
    }
  }
  return errors;
}

type Problem = 'failed' | 'stale' | null;

interface CatalogueFormProps {
  type: CatalogueType;
  item: CatalogueItem;
  categories: readonly CatalogueCategoryRow[];
}

function CatalogueForm({ type, item, categories }: CatalogueFormProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState(() => formValuesOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [basedOn, setBasedOn] = useState(item.version);
  const [shown, setShown] = useState(item);
  const [savedValues, setSavedValues] = useState(() => formValuesOf(item));
  const dirty = JSON.stringify(values) !== JSON.stringify(savedValues);
  const guard = useLeaveGuard(dirty);

  const set = <K extends keyof CatalogueFormValues>(key: K, value: CatalogueFormValues[K]) => setValues((now) => ({ ...now, [key]: value }));

  const save = useMutation({
    mutationFn: (form: CatalogueFormValues) =>
      updateCatalogueItem(type, item.itemKey, {
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
        version: basedOn,
      }),
    meta: announces(adminCatalogueKeys.all, adminHistoryKeys.all, ['inventory']),
    onSuccess: (saved) => {
      setProblem(null);
      setShown(saved);
      setBasedOn(saved.version);
      const now = formValuesOf(saved);
      setValues(now);
      setSavedValues(now);
      queryClient.setQueryData(adminCatalogueKeys.item(type, saved.itemKey), saved);
      void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.lists(type) });
      void queryClient.invalidateQueries({ queryKey: adminHistoryKeys.all });
      toast.show(text.saved);
    },
    onError: (error) => {
      const conflict = catalogueErrorCodes.catalogueVersionConflict.code;
      if (isApiError(error) && error.code === conflict) {
        const current = error.data?.['version'];
        if (typeof current === 'number') setBasedOn(current);
        setProblem('stale');
        return;
      }
      const refused = refusalAtFields(error);
      if (refused) {
        setProblem(null);
        setErrors(refused);
        return;
      }
      setProblem('failed');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(type, values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };

  const price = typedWholeNumber(values.price);
  const preview = priceProblem(price) === null ? text.pricePreview(formatPrice(price, values.priceDisplayMode)) : null;

  return (
    <>
      <FormColumn noValidate onSubmit={submit}>
        <Stack gap={4}>
          {problem === 'failed' ? <Alert tone="danger">{text.saveFailed}</Alert> : null}
          {problem === 'stale' ? <Alert tone="warning">{text.stale}</Alert> : null}
          <TextField label={text.fieldTitle} value={values.title} maxLength={50} error={errors.title} onChange={(event) => set('title', event.target.value)} />
          {type === 'KLASS' ? (
            <>
              <TextField label={text.fieldMasterName} value={values.masterName} maxLength={30} error={errors.masterName} onChange={(event) => set('masterName', event.target.value)} />
              <Checkbox
                label={text.fieldPlaybackRates}
                hint={text.fieldPlaybackRatesHint}
                checked={values.usePlaybackRates}
                onChange={(event) => set('usePlaybackRates', event.target.checked)}
              />
            </>
          ) : null}
          <Select
            label={text.fieldCategory}
            value={values.categoryKey}
            options={categories.map((category) => ({ value: category.categoryKey, label: category.name }))}
            error={errors.category}
            onChange={(event) => {
              set('categoryKey', event.target.value);
              setErrors(({ category: _refused, ...rest }) => rest);
            }}
          />
          <TextArea
            label={text.fieldDescription}
            hint={text.fieldDescriptionHint}
            value={values.description}
            maxLength={CATALOGUE_DESCRIPTION_MAX}
            error={errors.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <section aria-labelledby="catalogue-cover-heading">
            <Stack gap={2}>
              <h2 id="catalogue-cover-heading">{text.fieldCover}</h2>
              {shown.coverImageUrl ? <Cover src={shown.coverImageUrl} alt={text.coverAlt(shown.title)} /> : <p>{text.coverNone}</p>}
              <FileUploads
                label={text.coverUpload}
                accept={['.png', '.jpg', '.jpeg', '.webp']}
                multiple={false}
                error={errors.cover}
                onUploaded={(file) => {
                  set('cover', { fileId: file.fileId, fileName: file.fileName });
                  setErrors(({ cover: _refused, ...rest }) => rest);
                }}
              />
              {values.cover ? <p role="status">{text.coverUploaded(values.cover.fileName)}</p> : null}
            </Stack>
          </section>
          <RadioGroup
            label={text.fieldSaleStatus}
            value={values.saleStatus}
            options={saleStatuses.map((value) => ({ value, label: text.saleStatusNames[value] }))}
            onChange={(value) => set('saleStatus', value as SaleStatus)}
          />
          <TextField
            label={text.fieldPrice}
            inputMode="numeric"
            value={values.price}
            hint={preview ?? text.fieldPriceHint}
            error={errors.price}
            onChange={(event) => set('price', event.target.value)}
          />
          <RadioGroup
            label={text.fieldPriceDisplayMode}
            value={values.priceDisplayMode}
            options={priceDisplayModes.map((value) => ({ value, label: text.priceDisplayModeNames[value] }))}
            onChange={(value) => set('priceDisplayMode', value as PriceDisplayModeCode)}
          />
          <RadioGroup
            label={text.fieldTaxType}
            value={values.taxType}
            options={taxTypes.map((value) => ({ value, label: text.taxTypeNames[value] }))}
            onChange={(value) => set('taxType', value as TaxType)}
          />
          {shipped(type) ? (
            <>
              <TextField
                label={text.fieldShippingFee}
                inputMode="numeric"
                value={values.shippingFee}
                hint={text.fieldShippingFeeHint}
                error={errors.shippingFee}
                onChange={(event) => set('shippingFee', event.target.value)}
              />
              <TextField
                label={text.fieldFreeShippingFrom}
                inputMode="numeric"
                value={values.freeShippingFrom}
                hint={text.fieldFreeShippingFromHint}
                error={errors.freeShippingFrom}
                onChange={(event) => set('freeShippingFrom', event.target.value)}
              />
            </>
          ) : null}
          <TextField
            label={text.fieldMaxPurchaseQuantity}
            inputMode="numeric"
            value={values.maxPurchaseQuantity}
            hint={text.fieldMaxPurchaseQuantityHint}
            error={errors.maxPurchaseQuantity}
            onChange={(event) => set('maxPurchaseQuantity', event.target.value)}
          />
          <Checkbox label={text.fieldSalePeriod} checked={values.hasPeriod} onChange={(event) => set('hasPeriod', event.target.checked)} />
          {values.hasPeriod ? (
            <>
              <TextField label={text.fieldSaleStart} type="datetime-local" value={values.saleStart} onChange={(event) => set('saleStart', event.target.value)} />
              <TextField label={text.fieldSaleEnd} type="datetime-local" value={values.saleEnd} error={errors.saleEnd} onChange={(event) => set('saleEnd', event.target.value)} />
            </>
          ) : null}
          <Actions>
            <Button type="submit" loading={save.isPending}>
              {text.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => guard.ask(listReturnPath(catalogueListPath(type)))}>
              {text.backToList}
            </Button>
          </Actions>
          {dirty ? <p>{copy.backofficeLeaveGuard.hint}</p> : null}
        </Stack>
      </FormColumn>
      <LeaveGuardDialog guard={guard} />
    </>
  );
}

export function CatalogueEditPage() {
  const params = useParams<{ typePath: string; itemKey: string }>();
  const type = catalogueTypeOfPath[(params.typePath ?? '') as CatalogueTypePath] ?? 'KLASS';
  const itemKey = params.itemKey ?? '';
  const item = useQuery(catalogueItemQuery(type, itemKey));
  const categories = useQuery(catalogueCategoriesQuery(categoryOwnerOf(type)));
  const title = item.data?.title ?? text.editTitle(type);
  return (
    <AdminPage title={title} area={areaById('CONTENT')} areaTo={listReturnPath(catalogueListPath(type))} description={text.editIntro}>
      {item.data && categories.data ? (
        <Stack gap={6}>
          <CatalogueForm key={item.data.itemKey} type={type} item={item.data} categories={categories.data.items} />
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
