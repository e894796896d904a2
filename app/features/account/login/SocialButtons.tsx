/**
 * The KAKAO and NAVER buttons: links to the provider's authorize step (or the mock consent page),
 * carrying the return target. Plain links, so they work with the keyboard and middle-click.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { SocialKind } from '@app/api/contract/account';
import { copy } from '@app/copy';
import { socialAuthorizeUrl } from '../oauth/socialAuthorize';

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

export function SocialButtons({ kinds, returnTarget }: { kinds: readonly SocialKind[]; returnTarget: string }) {
  return (
    <>
      {kinds.map((kind) => (
        <ProviderLink
          key={kind}
          href={socialAuthorizeUrl(kind, returnTarget, window.location.origin)}
          data-kind={kind}
        >
          {copy.account.socialLogin[kind]}
        </ProviderLink>
      ))}
    </>
  );
}
