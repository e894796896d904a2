/**
 * Where the KAKAO and NAVER buttons lead (learner.md §7 `/oauth/{kind}/code`): the in-browser
 * mock's consent page, a provider named in the deploy-time runtime config, and a build for a real
 * backend with no provider configured, where a note replaces a link that would be a 404.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '@ds/components/Box';
import { copy } from '@app/shared/copy';
import { SocialButtons } from './SocialButtons';

const text = copy.account;

const meta = {
  title: 'Learner/Account/소셜 로그인 버튼 · SocialButtons',
  component: SocialButtons,
  args: { kinds: ['KAKAO', 'NAVER'], returnTarget: '/klass/3' },
  render: (args) => (
    <Stack gap={3} style={{ maxWidth: 440 }}>
      <SocialButtons {...args} />
    </Stack>
  ),
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mock and no provider configured: the mock consent page, the return target as state. */
export const MockConsent: Story = {
  args: { providers: {}, inAppConsent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: text.socialLogin.KAKAO })).toHaveAttribute(
      'href',
      '/app/oauth/kakao/consent?state=%2Fklass%2F3',
    );
    await expect(canvas.getByRole('link', { name: text.socialLogin.NAVER })).toHaveAttribute(
      'href',
      '/app/oauth/naver/consent?state=%2Fklass%2F3',
    );
  },
};

/** KAKAO configured in /runtime-config.js: its authorize URL with client id, callback and state. */
export const ConfiguredProvider: Story = {
  args: {
    kinds: ['KAKAO'],
    providers: { KAKAO: { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientId: 'klass-web' } },
    inAppConsent: false,
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: text.socialLogin.KAKAO });
    const url = new URL(link.getAttribute('href') ?? '');
    await expect(`${url.origin}${url.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    await expect(url.searchParams.get('client_id')).toBe('klass-web');
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/app/oauth/kakao/callback`);
    await expect(url.searchParams.get('state')).toBe('/klass/3');
  },
};

/** A real build whose runtime config names only NAVER: KAKAO says it is unavailable, no link. */
export const ProviderNotConfigured: Story = {
  args: {
    providers: { NAVER: { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: 'klass-web' } },
    inAppConsent: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.socialUnavailable(text.socialName.KAKAO))).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: text.socialLogin.KAKAO })).toBeNull();
    await expect(canvas.getByRole('link', { name: text.socialLogin.NAVER })).toBeInTheDocument();
  },
};

/** Neither configured: one note names both. */
export const NoProviderConfigured: Story = {
  args: { providers: {}, inAppConsent: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.socialUnavailable('카카오, 네이버'))).toBeInTheDocument();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
