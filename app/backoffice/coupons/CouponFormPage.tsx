/**
 * `/admin/coupons/new` and `/admin/coupons/:couponKey/edit` (backoffice.md §3 Coupon spec, §5
 * coupon rules; issue 30): the specification's form — internal title and description (3–30),
 * discount type with its percent (1–100) or amount (integer won up to 10,000,000, shown in won as
 * typed), validity (days 1–365, a fixed period, or none: `-1d`), use limit (unlimited: `-1`) and
 * memo (300) — each rule's Korean message at its field, by the contract's own rules (the mock says
 * the same). A save the server refuses puts its messages at their fields; any failed save keeps
 * every typed value and says so. An edit carries the version it was based on: if someone saved
 * first, the form says so, keeps the work, and a second save (after a look at the latest, opened
 * beside) saves it over that version. While the coupon operates only names and memo may change
 * (the terms are shown read-only); a stopped coupon has no form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { DateField } from '@ds/components/DateField';
import { TextArea } from '@ds/components/TextArea';
import { Link } from '@ds/components/TextButton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { CouponSpec } from '@app/shared/api/contract/adminCoupon';
import { allowedCouponActions, couponEditableFields, couponErrorCodes, couponFields, couponTypes } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../access/areas';
import { adminCouponKeys, couponSpecQuery, createCouponSpec, updateCouponSpec } from '../api/adminCoupon';
import { EditedRecordPending, useEditedRecord } from '../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../kit/forms/SaveProblemAlert';
import { RadioField } from '../kit/forms/RadioField';
import { useFormSave } from '../kit/forms/useFormSave';
import { AdminPage } from '../shell/AdminPage';
import { won } from './couponDisplay';
import { isCouponError } from './couponErrors';
import {
  couponFormSchema,
  emptyCouponForm,
  formFieldOfIssue,
  formFieldsOf,
  fromCoupon,
  limitKinds,
  toCouponBody,
  typedInteger,
  validityKinds,
  type CouponFormField,
  type CouponFormValues,
} from './couponForm';
import { couponPath } from './paths';
import { FormColumn } from '../kit/forms/FormColumn';

const text = copy.backofficeCoupons;

const validityLabels = { DAYS: text.validityDays, PERIOD: text.validityPeriod, NONE: text.validityNone } as const;
const limitLabels = { UNLIMITED: text.limitUnlimited, LIMITED: text.limitCount } as const;

function lockedFormFields(saved: CouponSpec | null): ReadonlySet<CouponFormField> {
  if (!saved) return new Set();
  const editable = couponEditableFields(saved.status);
  return new Set(couponFields.filter((field) => !editable.includes(field)).flatMap((field) => formFieldsOf[field]));
}

export function CouponForm({ saved }: { saved: CouponSpec | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const locked = lockedFormFields(saved);
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: saved ? fromCoupon(saved) : emptyCouponForm,
  });
  const [type, validity, limit, amount] = useWatch({ control: form.control, name: ['type', 'validity', 'limit', 'amount'] });
  const typedAmount = typedInteger(amount);

  const save = useFormSave({
    form,
    version: saved?.version ?? 1,
    send: (values, basedOn) => {
      const body = toCouponBody(values);
      return saved ? updateCouponSpec(saved.couponKey, { ...body, version: basedOn }) : createCouponSpec(body);
    },
    meta: announces(adminCouponKeys.all),
    fieldOf: formFieldOfIssue,
    // A status moved meanwhile (operated or stopped elsewhere) locks terms or refuses the save.
    area: (error) =>
      isCouponError(error, 'couponFieldLocked') || isCouponError(error, 'couponTransitionNotAllowed') ? { problem: 'statusChanged' as const } : null,
    // The next save is made knowingly over the latest version (its status may have locked terms).
    conflict: saved
      ? { code: couponErrorCodes.couponVersionConflict.code, latest: async () => (await queryClient.fetchQuery({ ...couponSpecQuery(saved.couponKey), staleTime: 0 })).version }
      : undefined,
    onProblem: (problem) => {
      if (problem === 'statusChanged' && saved) void queryClient.invalidateQueries({ queryKey: adminCouponKeys.coupon(saved.couponKey) });
    },
    onSaved: (coupon) => {
      queryClient.setQueryData(adminCouponKeys.coupon(coupon.couponKey), coupon);
      void queryClient.invalidateQueries({ queryKey: adminCouponKeys.lists() });
      toast.show(saved ? text.saved : text.created);
      void navigate(couponPath(coupon.couponKey));
    },
  });

  const errors = form.formState.errors;
  const readOnly = (field: CouponFormField) => locked.has(field);
  // A date input's register props without its number bounds (DateField takes Seoul days).
  const dayField = (name: 'startDay' | 'endDay') => {
    const { min: _min, max: _max, ...props } = form.register(name);
    return props;
  };
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert
          problem={save.problem}
          stale={text.staleVersion}
          latestTo={saved ? couponPath(saved.couponKey) : undefined}
          areaWords={{ statusChanged: text.statusChanged }}
        />
        {locked.size > 0 && <Alert tone="info">{text.lockedHint}</Alert>}
        <TextField label={text.fieldTitle} hint={text.fieldTitleHint} required error={errors.internalTitle?.message} {...form.register('internalTitle')} />
        <TextField
          label={text.fieldDescription}
          hint={text.fieldDescriptionHint}
          required
          error={errors.description?.message}
          {...form.register('description')}
        />
        <RadioField
          control={form.control}
          name="type"
          label={text.fieldType}
          direction="row"
          disabled={readOnly('type')}
          values={couponTypes}
          labels={text.typeLabels}
        />
        {type === 'PERCENT' ? (
          <TextField
            key="percent"
            label={text.fieldPercent}
            hint={text.fieldPercentHint}
            inputMode="numeric"
            required
            readOnly={readOnly('percent')}
            error={errors.percent?.message}
            {...form.register('percent')}
          />
        ) : (
          <TextField
            key="amount"
            label={text.fieldAmount}
            hint={Number.isFinite(typedAmount) && typedAmount > 0 ? text.amountPreview(won(typedAmount)) : text.fieldAmountHint}
            inputMode="numeric"
            required
            readOnly={readOnly('amount')}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        )}
        <RadioField
          control={form.control}
          name="validity"
          label={text.fieldValidity}
          disabled={readOnly('validity')}
          values={validityKinds}
          labels={validityLabels}
        />
        {validity === 'DAYS' && (
          <TextField
            label={text.fieldDays}
            hint={text.fieldDaysHint}
            inputMode="numeric"
            required
            readOnly={readOnly('days')}
            error={errors.days?.message}
            {...form.register('days')}
          />
        )}
        {validity === 'PERIOD' && (
          <>
            <DateField label={text.fieldStartDay} required readOnly={readOnly('startDay')} error={errors.startDay?.message} {...dayField('startDay')} />
            <DateField label={text.fieldEndDay} required readOnly={readOnly('endDay')} error={errors.endDay?.message} {...dayField('endDay')} />
          </>
        )}
        <RadioField
          control={form.control}
          name="limit"
          label={text.fieldLimit}
          direction="row"
          disabled={readOnly('limit')}
          values={limitKinds}
          labels={limitLabels}
        />
        {limit === 'LIMITED' && (
          <TextField
            label={text.fieldLimitCount}
            hint={text.fieldLimitCountHint}
            inputMode="numeric"
            required
            readOnly={readOnly('limitCount')}
            error={errors.limitCount?.message}
            {...form.register('limitCount')}
          />
        )}
        <TextArea label={text.fieldMemo} hint={text.fieldMemoHint} rows={4} error={errors.memo?.message} {...form.register('memo')} />
        <div>
          <Button type="submit" loading={save.pending}>
            {text.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function NewCouponPage() {
  return (
    <AdminPage title={text.createTitle} area={areaById('COUPON')} description={text.formIntro}>
      <FormColumn>
        <CouponForm saved={null} />
      </FormColumn>
    </AdminPage>
  );
}

export function EditCouponPage() {
  const { couponKey = '' } = useParams();
  const coupon = useEditedRecord(couponSpecQuery(couponKey));
  const saved = coupon.record;
  return (
    <AdminPage title={text.editTitle} area={areaById('COUPON')} description={text.formIntro}>
      <FormColumn>
        {saved ? (
          allowedCouponActions(saved.status).includes('EDIT') ? (
            <CouponForm saved={saved} />
          ) : (
            <Alert tone="info" action={<Link to={couponPath(saved.couponKey)}>{text.backToList}</Link>}>
              {text.noAction}
            </Alert>
          )
        ) : (
          <EditedRecordPending edited={coupon} failedTitle={text.loadFailed} retryLabel={text.retry} />
        )}
      </FormColumn>
    </AdminPage>
  );
}
