/**
 * The in-browser mock's consent step (mock mode only) and the code exchange behind it
 * (learner.md §7 `/oauth/{kind}/code` with `redirectPath`): the page lists the provider's people
 * from the mock database, mints a code, and the story follows it through the real callback page
 * to the return target.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { landedAt } from '@app/learner/account/storySupport';
import { OAuthCallbackPage } from '@app/learner/account/oauth/OAuthCallbackPage';
import { devCopy } from './devCopy';
import { OAuthConsentPage } from './OAuthConsentPage';

const text = devCopy.consent;

/** Shows where the login sent the learner, for `findByText(landedAt(…))`. */
function Landed() {
  const location = useLocation();
  return <p>{landedAt(`${location.pathname}${location.search}`)}</p>;
}

/** The consent page and the callback it leads to, as the app routes them. */
function ConsentAndCallback() {
  return (
    <Routes>
      <Route path="/app/oauth/:kind/consent" element={<OAuthConsentPage />} />
      <Route path="/app/oauth/:kind/callback" element={<OAuthCallbackPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>
  );
}

const meta = {
  title: 'Learner/Account/소셜 로그인 동의 · OAuthConsentPage',
  component: OAuthConsentPage,
  parameters: { scenario: 'visitor', route: '/app/oauth/kakao/consent?state=%2Fklass%2F3' },
  render: () => <ConsentAndCallback />,
} satisfies Meta<typeof OAuthConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's KAKAO: consent, the callback's code exchange, then the return target. */
export const ContinueWithKakao: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const people = await canvas.findByLabelText(text.personLabel);
    await expect(people).toHaveDisplayValue(text.person('김하늘', 'learner@klass.test'));
    await userEvent.click(canvas.getByRole('button', { name: text.continue.KAKAO }));
    await expect(await canvas.findByText(landedAt('/klass/3'))).toBeInTheDocument();
  },
};

/** NAVER's newcomer, read from the database: the first login creates a social-only account. */
export const NaverNewcomer: Story = {
  parameters: { route: '/app/oauth/naver/consent?state=%2F' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText(text.personLabel),
      `${text.person('나신입', 'newcomer@naver.test')} · ${text.firstLogin}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: text.continue.NAVER }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/** An off-site return target survives the provider as `state` and is refused by the callback. */
export const OffSiteState: Story = {
  parameters: { route: '/app/oauth/kakao/consent?state=https%3A%2F%2Fevil.example%2Fsteal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.continue.KAKAO }));
    await expect(await canvas.findByText(landedAt('/'))).toBeInTheDocument();
  },
};

/** A kind the mock provider does not play goes back to the login page. */
export const UnknownKind: Story = {
  parameters: { route: '/app/oauth/google/consent' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(landedAt('/app/login'))).toBeInTheDocument();
  },
};
