/**
 * The register form (spec learner.md §2, §5): email (with its verification code) or login id (with
 * its availability check), password and confirmation, display name, the tenant's extra fields and
 * the agreements — the built-in three and each required page the tenant added (from the site's
 * terms in force). A refusal from the server lands on its field and keeps everything typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Checkbox } from '@ds/components/Checkbox';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import type { RegisterField, TokenPair } from '@app/shared/api/contract/account';
import { tenantRequiredTerms } from '@app/shared/api/contract/siteTerms';
import { agreeToTerms, registerWithEmail, registerWithId } from '@app/shared/api/endpoints/account';
import { currentTermsQuery } from '@app/shared/api/endpoints/siteTerms';
import { copy } from '@app/shared/copy';
import { CODE_MAX, DISPLAY_NAME_MAX, LOGIN_ID_MAX, verificationCodeRule } from '@app/shared/lib/validation/account';
import { allPresent } from '@app/shared/lib/validation/presence';
import { useSession } from '@app/shared/session/react';
import { TermsDisclosure } from '@app/learner/terms/TermsDisclosure';
import { ExtraFields } from '../fields/ExtraFields';
import { infoPath, toInfoInputs } from '../fields/infoForm';
import { NewPasswordFields } from '@app/shared/account/NewPasswordFields';
import { placeServerError, showServerError, type PlacedError } from '@app/shared/account/serverErrors';
import { emptyRegisterValues, registerSchema, type RegisterValues, type RegisterVariant } from './registerSchema';
import { assertAvailable, FieldError, useEmailVerification } from './useEmailVerification';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[2]};
  align-items: start;
  & > button { margin-top: 28px; }
`;

const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  & > legend { padding: 0; margin-bottom: ${vars.space[3]}; font-size: ${vars.font.sizeLg}; font-weight: ${vars.font.weightBold}; }
`;

const BASE_FIELDS = ['email', 'code', 'id', 'password', 'passwordConfirm', 'displayName', 'terms', 'privacy', 'marketing'];

function sameEmail(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

export interface RegisterFormProps {
  variant: RegisterVariant;
  fields: readonly RegisterField[];
  /** After the session is stored (default: go to the home page). */
  onRegistered?: () => void;
}

export function RegisterForm({ variant, fields, onRegistered }: RegisterFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema(variant, fields)),
    defaultValues: emptyRegisterValues(fields),
  });
  const { errors } = form.formState;
  const verification = useEmailVerification();
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [email, code, id, terms, privacy, marketing, tenantTerms] = useWatch({
    control: form.control,
    name: ['email', 'code', 'id', 'terms', 'privacy', 'marketing', 'tenantTerms'],
  });
  // The disclosures read the same answer: one request.
  const siteTerms = useQuery(currentTermsQuery(session.isAuthenticated));
  const tenantRequired = tenantRequiredTerms(siteTerms.data?.items ?? []);
  const fieldNames = [...BASE_FIELDS, ...fields.map((field) => infoPath(field.name))];

  function show(placed: PlacedError | null) {
    setFormError(placed ? showServerError(form.setError, fieldNames, placed) : null);
  }

  async function requestCode() {
    if (!(await form.trigger('email'))) return;
    show(await verification.request(form.getValues('email')));
  }

  async function confirmCode() {
    const parsed = verificationCodeRule.safeParse(form.getValues('code'));
    if (!parsed.success) {
      form.setError('code', { message: copy.account.validation.codeFormat }, { shouldFocus: true });
      return;
    }
    form.clearErrors('code');
    show(await verification.verify(verification.sentTo ?? form.getValues('email'), parsed.data));
  }

  const checkId = useMutation({
    mutationFn: (value: string) => assertAvailable('ID', value, 'id'),
    onSuccess: (_answer, value) => setCheckedId(value),
    onError: (error) => show(error instanceof FieldError ? error.placed : placeServerError(error, { id: 'id' })),
  });

  const submit = useMutation({
    mutationFn: async (values: RegisterValues): Promise<TokenPair> => {
      const body = {
        email: values.email,
        password: values.password,
        verificationPassword: values.passwordConfirm,
        displayName: values.displayName,
        info: toInfoInputs(fields, values),
      };
      return variant === 'ID' ? registerWithId({ ...body, id: values.id }) : registerWithEmail(body);
    },
    async onSuccess(pair, values) {
      session.setTokens(pair);
      try {
        // The form went through only with every required agreement checked; the call covers every
        // version in force now, the tenant's own pages too.
        await agreeToTerms({ termsOfService: true, privacyPolicy: true, marketing: values.marketing });
      } finally {
        if (onRegistered) onRegistered();
        else navigate('/', { replace: true });
      }
    },
    onError: (error) => show(placeServerError(error, { email: 'email', id: 'id', code: 'code' }, infoPath)),
  });

  const onValid = (values: RegisterValues) => {
    if (variant === 'EMAIL' && !sameEmail(verification.verified, values.email)) {
      form.setError('code', { message: copy.account.emailVerificationRequired }, { shouldFocus: true });
      return;
    }
    if (variant === 'ID' && checkedId !== values.id) {
      form.setError('id', { message: copy.account.availabilityRequired }, { shouldFocus: true });
      return;
    }
    // The tenant's required pages are known only once the terms are read: checked here, not in the schema.
    const unagreed = tenantRequired.find((term) => !values.tenantTerms[term.termsKey]);
    if (unagreed) {
      form.setError(`tenantTerms.${unagreed.termsKey}`, { message: copy.account.validation.agreementRequired }, { shouldFocus: true });
      return;
    }
    setFormError(null);
    submit.mutate(values);
  };

  const emailVerified = variant === 'EMAIL' && sameEmail(verification.verified, email);
  const everyAgreement = allPresent(terms, privacy, marketing) && tenantRequired.every((term) => tenantTerms[term.termsKey] === true);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <Stack gap={5}>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          {submit.isSuccess ? <Alert tone="success">{copy.account.registerDone}</Alert> : null}

          {variant === 'ID' ? (
            <Row>
              <TextField
                label={copy.account.idLabel}
                hint={checkedId !== null && checkedId === id ? copy.account.available.ID : copy.account.idHint}
                verified={checkedId !== null && checkedId === id}
                autoComplete="username"
                required
                maxLength={LOGIN_ID_MAX}
                showCounter={false}
                error={errors.id?.message}
                {...form.register('id')}
              />
              <Button
                type="button"
                variant="secondary"
                loading={checkId.isPending}
                onClick={() => void form.trigger('id').then((ok) => ok && checkId.mutate(form.getValues('id')))}
              >
                {copy.account.checkAvailability}
              </Button>
            </Row>
          ) : null}

          <Row>
            <TextField
              label={copy.account.emailLabel}
              type="email"
              autoComplete="email"
              hint={emailVerified ? copy.account.emailVerified : copy.account.emailHint}
              verified={emailVerified}
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            {variant === 'EMAIL' ? (
              <Button type="button" variant="secondary" loading={verification.requesting} onClick={() => void requestCode()}>
                {verification.sentTo ? copy.account.resendCode : copy.account.requestCode}
              </Button>
            ) : null}
          </Row>

          {variant === 'EMAIL' && verification.sentTo ? (
            <Stack gap={2}>
              <p role="status">{copy.account.codeSent(verification.sentTo)}</p>
              <Row>
                <TextField
                  label={copy.account.codeLabel}
                  hint={copy.account.codeHint}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODE_MAX}
                  showCounter={false}
                  required
                  readOnly={emailVerified}
                  error={errors.code?.message}
                  {...form.register('code')}
                />
                <Button
                  type="button"
                  variant="secondary"
                  disabled={emailVerified || !allPresent(verification.sentTo, code)}
                  loading={verification.verifying}
                  onClick={() => void confirmCode()}
                >
                  {copy.account.verifyCode}
                </Button>
              </Row>
            </Stack>
          ) : variant === 'EMAIL' && errors.code ? (
            <Alert tone="danger">{errors.code.message}</Alert>
          ) : null}

          <NewPasswordFields />
          <TextField
            label={copy.account.displayNameLabel}
            hint={copy.account.displayNameHint}
            autoComplete="name"
            required
            maxLength={DISPLAY_NAME_MAX}
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />

          {fields.length > 0 ? (
            <Section>
              <legend>{copy.account.extraFieldsTitle}</legend>
              <ExtraFields fields={fields} />
            </Section>
          ) : null}

          <Section>
            <legend>{copy.account.agreementsTitle}</legend>
            <Stack gap={2}>
              <Checkbox
                label={copy.account.agreeAll}
                checked={everyAgreement}
                onChange={(event) => {
                  for (const name of ['terms', 'privacy', 'marketing'] as const) {
                    form.setValue(name, event.target.checked, { shouldValidate: form.formState.isSubmitted });
                  }
                  for (const term of tenantRequired) form.setValue(`tenantTerms.${term.termsKey}`, event.target.checked);
                }}
              />
              <Checkbox label={copy.account.agreeTerms} error={errors.terms?.message} {...form.register('terms')} />
              <TermsDisclosure termsKey="SERVICE" />
              <Checkbox label={copy.account.agreePrivacy} error={errors.privacy?.message} {...form.register('privacy')} />
              <TermsDisclosure termsKey="PRIVACY" />
              <Checkbox label={copy.account.agreeMarketing} {...form.register('marketing')} />
              <TermsDisclosure termsKey="MARKETING" />
              {tenantRequired.map((term) => (
                <Fragment key={term.termsKey}>
                  <Checkbox
                    label={copy.siteTerms.agreeTenant(term.title)}
                    error={errors.tenantTerms?.[term.termsKey]?.message}
                    {...form.register(`tenantTerms.${term.termsKey}`)}
                  />
                  <TermsDisclosure termsKey={term.termsKey} />
                </Fragment>
              ))}
            </Stack>
          </Section>

          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            {copy.account.registerSubmit}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
