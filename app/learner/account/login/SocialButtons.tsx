/**
 * The KAKAO and NAVER buttons: links to the provider's authorize step (or, with the in-browser
 * mock, its consent page), carrying the return target. Plain links, so they work with the keyboard
 * and middle-click.
 *
 * A build for a real backend whose runtime config names no provider for a kind the tenant enables
 * has nowhere to send the learner: instead of a link to a missing page, one line says that login
 * is unavailable, so the misconfiguration is visible rather than a silent 404.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { SocialKind } from '@app/shared/api/contract/account';
import { copy } from '@app/shared/copy';
import { configuredProviders, socialAuthorizeUrl, type OAuthProviders } from '../oauth/socialAuthorize';

const ProviderLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${vars.radius.md};
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
  /* Brand colours of the providers' login buttons (their guidelines), with readable text. */
  &[data-kind='KAKAO'] { background: #fee500; color: #191919; }
  &[data-kind='NAVER'] { background: #04753a; color: #fff; }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Unavailable = styled.p`
  margin: 0;
  text-align: center;
  color: ${vars.color.textMuted};
`;

export interface SocialButtonsProps {
  kinds: readonly SocialKind[];
  returnTarget: string;
  /** The deploy-time providers; read from /runtime-config.js unless given (stories). */
  providers?: OAuthProviders;
  /** Whether the in-browser mock's consent page exists; the build's mode unless given (stories). */
  inAppConsent?: boolean;
}

export function SocialButtons({
  kinds,
  returnTarget,
  providers = configuredProviders(),
  inAppConsent,
}: SocialButtonsProps) {
  const targets = kinds.map((kind) => ({
    kind,
    href: socialAuthorizeUrl(kind, returnTarget, window.location.origin, providers, inAppConsent),
  }));
  const unavailable = targets.filter((target) => target.href === null).map((target) => target.kind);
  return (
    <>
      {targets.map(({ kind, href }) =>
        href === null ? null : (
          <ProviderLink key={kind} href={href} data-kind={kind}>
            {copy.account.socialLogin[kind]}
          </ProviderLink>
        ),
      )}
      {unavailable.length > 0 ? (
        <Unavailable>
          {copy.account.socialUnavailable(unavailable.map((kind) => copy.account.socialName[kind]).join(', '))}
        </Unavailable>
      ) : null}
    </>
  );
}
