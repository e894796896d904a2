/**
 * `/admin/coupons/exchange-codes/new` and `…/:exchangeCodeKey/edit` (backoffice.md §3 Exchange
 * code, §5 word code; issue 30): how the code is made (WORD: the operator's word, 3–16 Korean /
 * letters / digits; RANDOM: the server draws it) — fixed once made —, name and description
 * (3–30), how many times it can be redeemed (no limit: -1), and the coupons it hands out
 * (CouponPicker). Each rule's message at its field, by the contract's own rules. A save the server
 * refuses puts its messages at their fields (a word in use at 코드, a coupon stopped meanwhile at
 * the coupons); any failed save keeps every typed value and says so. An edit carries the version it
 * was based on: if someone saved first, the form says so, keeps the work, and the next save goes
 * over the latest version.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { ExchangeCode } from '@app/shared/api/contract/adminCouponExchange';
import { exchangeCodeTypes, exchangeErrorCodes } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../../access/areas';
import { adminExchangeKeys, createExchangeCode, exchangeCodeQuery, updateExchangeCode } from '../../api/adminCouponExchange';
import { EditedRecordPending, useEditedRecord } from '../../kit/forms/EditedRecord';
import { SaveProblemAlert } from '../../kit/forms/SaveProblemAlert';
import { RadioField } from '../../kit/forms/RadioField';
import { useFormSave } from '../../kit/forms/useFormSave';
import { AdminPage } from '../../shell/AdminPage';
import { limitKinds } from '../couponForm';
import { isCouponError } from '../couponErrors';
import { exchangeCodePath } from '../paths';
import { CouponPicker } from './CouponPicker';
import {
  emptyExchangeForm,
  exchangeFormSchema,
  formFieldOfIssue,
  fromExchangeCode,
  toExchangeBody,
  toExchangeUpdate,
  type ExchangeFormValues,
} from './exchangeForm';
import { FormColumn } from '../../kit/forms/FormColumn';

const text = copy.backofficeExchangeCodes;

const limitLabels = { UNLIMITED: text.limitUnlimited, LIMITED: text.limitCount } as const;

export function ExchangeCodeForm({ saved }: { saved: ExchangeCode | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<ExchangeFormValues>({
    resolver: zodResolver(exchangeFormSchema(saved !== null)),
    defaultValues: saved ? fromExchangeCode(saved) : emptyExchangeForm,
  });
  const [type, limit] = useWatch({ control: form.control, name: ['type', 'limit'] });

  const save = useFormSave({
    form,
    version: saved?.version ?? 1,
    send: (values, basedOn) =>
      saved ? updateExchangeCode(saved.exchangeCodeKey, toExchangeUpdate(values, basedOn)) : createExchangeCode(toExchangeBody(values)),
    meta: announces(adminExchangeKeys.all),
    fieldOf: formFieldOfIssue,
    // A word in use is said at 코드; a coupon stopped meanwhile at the coupons and above the form.
    area: (error) => {
      if (isCouponError(error, 'exchangeCodeTaken')) return { issues: [{ field: 'code' as const, message: text.codeTaken }] };
      if (isCouponError(error, 'exchangeCouponNotRedeemable')) return { issues: [{ field: 'coupons' as const, message: text.couponsRefused }], problem: 'couponsRefused' as const };
      return null;
    },
    conflict: saved
      ? { code: exchangeErrorCodes.exchangeVersionConflict.code, latest: async () => (await queryClient.fetchQuery({ ...exchangeCodeQuery(saved.exchangeCodeKey), staleTime: 0 })).version }
      : undefined,
    onSaved: (exchange) => {
      queryClient.setQueryData(adminExchangeKeys.exchange(exchange.exchangeCodeKey), exchange);
      void queryClient.invalidateQueries({ queryKey: adminExchangeKeys.lists() });
      toast.show(saved ? text.saved : text.created);
      void navigate(exchangeCodePath(exchange.exchangeCodeKey));
    },
  });

  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={save.submit}>
      <Stack gap={4}>
        <SaveProblemAlert
          problem={save.problem}
          stale={text.staleVersion}
          latestTo={saved ? exchangeCodePath(saved.exchangeCodeKey) : undefined}
          areaWords={{ couponsRefused: text.couponsRefused }}
        />
        <RadioField
          control={form.control}
          name="type"
          label={text.fieldType}
          direction="row"
          disabled={saved !== null}
          values={exchangeCodeTypes}
          labels={text.typeLabels}
        />
        {type === 'WORD' ? (
          <TextField
            label={text.fieldCode}
            hint={text.fieldCodeHint}
            required
            readOnly={saved !== null}
            autoComplete="off"
            error={errors.code?.message}
            {...form.register('code')}
          />
        ) : (
          <p>{saved ? <code>{saved.code}</code> : text.randomHint}</p>
        )}
        <TextField label={text.fieldTitle} hint={text.fieldTitleHint} required error={errors.title?.message} {...form.register('title')} />
        <TextField
          label={text.fieldDescription}
          hint={text.fieldDescriptionHint}
          required
          error={errors.description?.message}
          {...form.register('description')}
        />
        <RadioField
          control={form.control}
          name="limit"
          label={text.fieldLimit}
          direction="row"
          values={limitKinds}
          labels={limitLabels}
        />
        {limit === 'LIMITED' && (
          <TextField
            label={text.fieldLimitCount}
            hint={text.fieldLimitCountHint}
            inputMode="numeric"
            required
            error={errors.limitCount?.message}
            {...form.register('limitCount')}
          />
        )}
        <Controller
          control={form.control}
          name="coupons"
          render={({ field, fieldState }) => <CouponPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <div>
          <Button type="submit" loading={save.pending}>
            {text.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function NewExchangeCodePage() {
  return (
    <AdminPage title={text.createTitle} area={areaById('COUPON')} description={text.formIntro}>
      <FormColumn>
        <ExchangeCodeForm saved={null} />
      </FormColumn>
    </AdminPage>
  );
}

export function EditExchangeCodePage() {
  const { exchangeCodeKey = '' } = useParams();
  const exchange = useEditedRecord(exchangeCodeQuery(exchangeCodeKey));
  return (
    <AdminPage title={text.editTitle} area={areaById('COUPON')} description={text.formIntro}>
      <FormColumn>
        {exchange.record ? (
          <ExchangeCodeForm saved={exchange.record} />
        ) : (
          <EditedRecordPending edited={exchange} failedTitle={text.loadFailed} retryLabel={text.retry} />
        )}
      </FormColumn>
    </AdminPage>
  );
}
