/**
 * `/app/oauth/{kind}/consent`: the mock provider's consent step (see `socialAuthorize.ts`). It
 * plays KAKAO or NAVER: the learner picks one of the provider's test people and continues
 * ("카카오로 계속하기"); the provider's access token is exchanged through `POST /oauth/{kind}`
 * and the learner goes back to the return target carried in `state`.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { Link } from '@ds/components/TextButton';
import { loginWithSocialToken } from '@app/api/endpoints/account';
import { copy } from '@app/copy';
import { safeReturnTarget } from '../returnTarget';
import { AuthPanel } from '../shared/AuthPanel';
import { generalMessage } from '../shared/serverErrors';
import { useFinishLogin } from '../shared/useFinishLogin';
import { mockProviderPeople } from './mockProviderPeople';
import { kindFromSegment } from './socialAuthorize';

export function OAuthConsentPage() {
  const kind = kindFromSegment(useParams().kind);
  const [params] = useSearchParams();
  const target = safeReturnTarget(params.get('state'), window.location.origin);
  const finishLogin = useFinishLogin();
  const people = kind ? mockProviderPeople[kind] : [];
  const [accessToken, setAccessToken] = useState(people[0]?.accessToken ?? '');
  const exchange = useMutation({
    mutationFn: (token: string) => (kind ? loginWithSocialToken(kind, token) : Promise.reject(new Error('kind'))),
    onSuccess: (pair) => finishLogin(pair, target),
  });

  if (!kind) return <Navigate to="/app/login" replace />;
  const provider = copy.account.socialName[kind];
  return (
    <AuthPanel title={copy.account.consentTitle(provider)}>
      <Stack gap={4}>
        <Alert tone="info">{copy.account.consentMockNotice}</Alert>
        <p>{copy.account.consentBody(provider)}</p>
        {exchange.isError ? <Alert tone="danger">{generalMessage(exchange.error)}</Alert> : null}
        <Select
          label={copy.account.consentPersonLabel}
          options={people.map((person) => ({ value: person.accessToken, label: person.label }))}
          value={accessToken}
          onChange={(event) => setAccessToken(event.target.value)}
        />
        <Button size="lg" fullWidth loading={exchange.isPending} onClick={() => exchange.mutate(accessToken)}>
          {copy.account.socialContinue[kind]}
        </Button>
        <Link to="/app/login">{copy.account.consentCancel}</Link>
      </Stack>
    </AuthPanel>
  );
}
