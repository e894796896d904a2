/**
 * `/app/auth/qr-token?tenantId=&token=` (spec learner.md §2): the QR authentication link. The
 * QR token is sent once with `GET /v2/public/auth/token` (§7) for a session on this device, then
 * the learner lands on the home page.
 */
import { useSearchParams } from 'react-router-dom';
import { loginWithQrToken } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { OneTimeLogin } from '../shared/OneTimeLogin';
import { generalMessage } from '@app/shared/account/serverErrors';

export function QrTokenPage() {
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId');
  const token = params.get('token');
  return (
    <OneTimeLogin
      title={copy.account.qrTitle}
      pendingLabel={copy.account.qrSigningIn}
      failedTitle={copy.account.qrFailedTitle}
      exchangeKey={['account', 'qr-login', tenantId, token]}
      exchange={tenantId && token ? () => loginWithQrToken({ tenantId, token }) : null}
      missingMessage={copy.account.qrMissing}
      target="/"
      describeError={generalMessage}
    />
  );
}
