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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { RadioGroup } from '@ds/components/RadioGroup';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { TextField } from '@ds/components/TextField';
import { useToast } from '@ds/components/Toast';
import type { ExchangeCode } from '@app/shared/api/contract/adminCouponExchange';
import { exchangeCodeTypes } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { areaById } from '../../access/areas';
import { adminExchangeKeys, createExchangeCode, exchangeCodeQuery, updateExchangeCode } from '../../api/adminCouponExchange';
import { AdminPage } from '../../shell/AdminPage';
import { limitKinds } from '../couponForm';
import { isCouponError } from '../couponErrors';
import { fieldIssues } from '@app/shared/api/client/fieldIssues';
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

const text = copy.backofficeExchangeCodes;

const FormColumn = styled.div`
  max-width: 560px;
`;

const limitLabels = { UNLIMITED: text.limitUnlimited, LIMITED: text.limitCount } as const;

type Problem = 'failed' | 'stale' | 'couponsRefused' | null;

export function ExchangeCodeForm({ saved }: { saved: ExchangeCode | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem>(null);
  /** The version a save is based on: the one loaded, or the latest after a conflict was told. */
  const [basedOn, setBasedOn] = useState(saved?.version ?? 1);
  const form = useForm<ExchangeFormValues>({
    resolver: zodResolver(exchangeFormSchema(saved !== null)),
    defaultValues: saved ? fromExchangeCode(saved) : emptyExchangeForm,
  });
  const [type, limit] = useWatch({ control: form.control, name: ['type', 'limit'] });

  const save = useMutation({
    mutationFn: (values: ExchangeFormValues) =>
      saved ? updateExchangeCode(saved.exchangeCodeKey, toExchangeUpdate(values, basedOn)) : createExchangeCode(toExchangeBody(values)),
    meta: announces(adminExchangeKeys.all),
    onSuccess: (exchange) => {
      setProblem(null);
      queryClient.setQueryData(adminExchangeKeys.exchange(exchange.exchangeCodeKey), exchange);
      void queryClient.invalidateQueries({ queryKey: adminExchangeKeys.lists() });
      toast.show(saved ? text.saved : text.created);
      void navigate(exchangeCodePath(exchange.exchangeCodeKey));
    },
    onError: async (error) => {
      const issues = fieldIssues(error).flatMap((issue) => {
        const field = formFieldOfIssue(issue.path);
        return field ? [{ field, message: issue.message }] : [];
      });
      for (const { field, message } of issues) form.setError(field, { message }, { shouldFocus: true });
      if (issues.length > 0) setProblem(null);
      else if (isCouponError(error, 'exchangeCodeTaken')) {
        setProblem(null);
        form.setError('code', { message: text.codeTaken }, { shouldFocus: true });
      } else if (isCouponError(error, 'exchangeCouponNotRedeemable')) {
        setProblem('couponsRefused');
        form.setError('coupons', { message: text.couponsRefused });
      } else if (saved && isCouponError(error, 'exchangeVersionConflict')) {
        setProblem('stale');
        const latest = await queryClient.fetchQuery({ ...exchangeCodeQuery(saved.exchangeCodeKey), staleTime: 0 });
        setBasedOn(latest.version);
      } else setProblem('failed');
    },
  });

  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap={4}>
        {problem === 'failed' && <Alert tone="danger">{text.unsaved}</Alert>}
        {problem === 'couponsRefused' && <Alert tone="danger">{text.couponsRefused}</Alert>}
        {problem === 'stale' && saved && (
          <Alert
            tone="warning"
            action={
              <Link to={exchangeCodePath(saved.exchangeCodeKey)} target="_blank" rel="noopener">
                {text.showLatest}
              </Link>
            }
          >
            {text.staleVersion}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <RadioGroup
              label={text.fieldType}
              direction="row"
              options={exchangeCodeTypes.map((value) => ({ value, label: text.typeLabels[value] }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={saved !== null}
            />
          )}
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
        <Controller
          control={form.control}
          name="limit"
          render={({ field }) => (
            <RadioGroup
              label={text.fieldLimit}
              direction="row"
              options={limitKinds.map((value) => ({ value, label: limitLabels[value] }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
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
          <Button type="submit" loading={save.isPending}>
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
  // Loaded once for the form: a refetch (another tab's save) must not replace what is being typed.
  const exchange = useQuery({ ...exchangeCodeQuery(exchangeCodeKey), refetchOnWindowFocus: false });
  const [saved, setSaved] = useState<ExchangeCode | null>(null);
  if (exchange.data && !saved) setSaved(exchange.data);
  return (
    <AdminPage title={text.editTitle} area={areaById('COUPON')} description={text.formIntro}>
      <FormColumn>
        {saved ? (
          <ExchangeCodeForm saved={saved} />
        ) : exchange.isError ? (
          <ErrorState headingLevel={2} title={text.loadFailed} retryLabel={text.retry} onRetry={() => void exchange.refetch()} />
        ) : (
          <div role="status" aria-label={copy.common.loading}>
            <Skeleton lines={8} />
          </div>
        )}
      </FormColumn>
    </AdminPage>
  );
}
