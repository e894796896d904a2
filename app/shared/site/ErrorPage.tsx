/**
 * The error page (spec learner.md §2): login required (401 or `auth.unauthenticated.header`, the
 * login-permission image, "메인으로 가기" and — only for visitors — "로그인 페이지로 가기"), a
 * refused back-office call (backoffice.md §2 permission page, the same image), 504, 400, and any other status with the server's message and `data.detail`. Feature code shows it
 * for a failed call with `<ErrorPage error={query.error} />`.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { copy } from '@app/shared/copy';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { BACKOFFICE_ROOT, isBackofficePath } from '@app/shared/routing/sides';
import { useSession } from '@app/shared/session/react';
import loginPermissionImageBundled from './assets/login-permission.svg';
import { staticImageUrl } from './staticImage';
import { errorPageVariant } from './errorPageVariant';
import { StatusPageLayout } from './StatusPageLayout';

export interface ErrorPageProps {
  error: unknown;
  /** 1 when the error replaces the whole page (default), 2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
}

export function ErrorPage({ error, headingLevel = 1 }: ErrorPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const variant = errorPageVariant(error);
  // "Main" is the home of the side the page belongs to: the back-office has its own.
  const home = isBackofficePath(location.pathname) ? BACKOFFICE_ROOT : '/';
  const goToMain = (
    <Button variant="secondary" onClick={() => navigate(home)}>
      {copy.common.goToMain}
    </Button>
  );
  const retry = (
    <Button onClick={() => window.location.reload()}>{copy.common.retry}</Button>
  );

  switch (variant.kind) {
    case 'loginRequired':
      return (
        <StatusPageLayout
          headingLevel={headingLevel}
          image={{ src: staticImageUrl('login-permission.svg', loginPermissionImageBundled), alt: copy.site.loginPermissionImageAlt }}
          title={copy.site.loginRequiredTitle}
          actions={
            <>
              {goToMain}
              {!session.isAuthenticated && (
                <Button onClick={() => navigate(loginPathFor(location))}>{copy.common.goToLogin}</Button>
              )}
            </>
          }
        >
          <p>{copy.site.loginRequiredQuestion}</p>
        </StatusPageLayout>
      );
    case 'permissionDenied':
      return (
        <StatusPageLayout
          headingLevel={headingLevel}
          image={{ src: staticImageUrl('login-permission.svg', loginPermissionImageBundled), alt: copy.site.loginPermissionImageAlt }}
          title={copy.site.permissionDeniedTitle}
          actions={goToMain}
        >
          <p>{copy.site.permissionDeniedBody}</p>
        </StatusPageLayout>
      );
    case 'gatewayTimeout':
      return (
        <StatusPageLayout headingLevel={headingLevel} title={copy.site.gatewayTimeoutTitle} actions={<>{goToMain}{retry}</>}>
          <p>{copy.site.gatewayTimeoutBody}</p>
        </StatusPageLayout>
      );
    case 'badRequest':
      return (
        <StatusPageLayout headingLevel={headingLevel} title={copy.site.badRequestTitle} actions={<>{goToMain}{retry}</>}>
          <p>{copy.site.badRequestBody}</p>
        </StatusPageLayout>
      );
    case 'other':
      return (
        <StatusPageLayout headingLevel={headingLevel} title={copy.site.otherErrorTitle} actions={<>{goToMain}{retry}</>}>
          <p>{variant.message ?? copy.common.serverError}</p>
          {variant.detail && <p>{variant.detail}</p>}
        </StatusPageLayout>
      );
  }
}
