/**
 * `/app/oauth/{kind}/consent`, mock mode only (registered in app/routes/router.tsx): the in-browser
 * mock's stand-in for the KAKAO / NAVER authorize page. The mock HTTP server serves that page
 * itself (`/__mock/oauth/{kind}/authorize`), but the service worker never sees a navigation, so
 * under `npm start` the step stays in the app and does what the provider page does: list the
 * provider's people from the mock database, mint a one-time code with `issueOAuthCode` (the
 * browser mock's database lives in this page), and go to the callback with `code` and `state`,
 * where OAuthCallbackPage exchanges it through `POST /oauth/{kind}/code` as with a real provider.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { Link } from '@ds/components/TextButton';
import type { SocialKind } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { AuthPanel } from '@app/shared/account/AuthPanel';
import { callbackPath, kindFromSegment } from '@app/learner/account/oauth/socialAuthorize';
import { issueOAuthCode, providerPeople, type ProviderPerson } from '@mocks/account/social';
import { devCopy } from './devCopy';

const text = devCopy.consent;

function personLabel(person: ProviderPerson): string {
  const label = text.person(person.displayName, person.email);
  return person.hasAccount ? label : `${label} · ${text.firstLogin}`;
}

export function OAuthConsentPage() {
  const kind = kindFromSegment(useParams().kind);
  if (!kind) return <Navigate to="/app/login" replace />;
  // Keyed by kind so the chosen person never carries over from the other provider.
  return <Consent key={kind} kind={kind} />;
}

function Consent({ kind }: { kind: SocialKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the list is the database as the page opened, like a provider page's HTML.
  const [people] = useState(() => providerPeople(kind));
  const [person, setPerson] = useState(people[0]?.providerUserId ?? '');
  const consent = useMutation({
    mutationFn: (providerUserId: string) =>
      issueOAuthCode({ kind, providerUserId, redirectPath: callbackPath(kind) }),
    onSuccess: (code) => {
      const query = new URLSearchParams({ code });
      // `state` goes back untouched, as a provider hands it back; the callback checks it.
      const state = params.get('state');
      if (state !== null) query.set('state', state);
      // Replace: Back from the callback should not land on a consent whose code is spent.
      navigate(`${callbackPath(kind)}?${query.toString()}`, { replace: true });
    },
  });

  const provider = copy.account.socialName[kind];
  return (
    <AuthPanel title={text.title(provider)}>
      <Stack gap={4}>
        <Alert tone="info">{text.mockNotice}</Alert>
        <p>{text.body(provider)}</p>
        {consent.isError ? <Alert tone="danger">{text.failed}</Alert> : null}
        {people.length === 0 ? (
          <p>{text.noPeople}</p>
        ) : (
          <>
            <Select
              label={text.personLabel}
              options={people.map((entry) => ({ value: entry.providerUserId, label: personLabel(entry) }))}
              value={person}
              onChange={(event) => setPerson(event.target.value)}
            />
            <Button size="lg" fullWidth loading={consent.isPending} onClick={() => consent.mutate(person)}>
              {text.continue[kind]}
            </Button>
          </>
        )}
        <Link to="/app/login">{text.cancel}</Link>
      </Stack>
    </AuthPanel>
  );
}
