/**
 * The people the mock KAKAO and NAVER providers know, for the mock consent page: the provider
 * access tokens seeded in `mocks/db/seed/account.ts` (`seededSocial`). Only meaningful against the
 * mock; with a real provider configured the consent page is never opened.
 */
import type { SocialKind } from '@app/api/contract/account';

export interface ProviderPerson {
  label: string;
  accessToken: string;
}

export const mockProviderPeople: Record<SocialKind, readonly ProviderPerson[]> = {
  KAKAO: [
    { label: '김하늘 (learner@klass.test)', accessToken: 'kakao-token-learner' },
    { label: '최소셜 (social@klass.test)', accessToken: 'kakao-token-social' },
  ],
  NAVER: [
    { label: '최소셜 (social@klass.test)', accessToken: 'naver-token-social' },
    { label: '나신입 (처음 로그인)', accessToken: 'naver-token-newcomer' },
  ],
};
