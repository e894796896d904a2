/**
 * The app shell (issue 8 "App shell"): top bar, account menu or login, footer with the
 * corporation, and the tenant's plugins as stand-ins (nothing external is fetched), with the
 * floating chat button and its unread badge — hidden inside the native app; the published header
 * menu three levels deep.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import type { MenuItem } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { PluginModeProvider } from '@app/learner/shell/plugins/pluginMode';
import { inNativeApp } from '@app/shared/session/storySupport';
import { RootLayout } from './RootLayout';

function Shell() {
  return (
    <PluginModeProvider mode="standIn">
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<h1>홈</h1>} />
        </Route>
      </Routes>
    </PluginModeProvider>
  );
}

const meta = {
  title: 'Learner/Site/사이트 틀 · RootLayout',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(await within(banner).findByRole('link', { name: '클래스 아카데미' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: copy.site.myClasses })).toHaveAttribute('href', '/app/user/klasses');
    // The menu is its own chunk (AccountMenu.tsx): it arrives just after the bar.
    await userEvent.click(await within(banner).findByRole('button', { name: copy.site.accountMenu }));
    await expect(await canvas.findByRole('menuitem', { name: copy.site.accountSettings })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: copy.common.logout })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: '02-1234-5678' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'help@klass.test' })).toBeVisible();
    // Stand-ins say what would load: the tag manager (KRW) and the chat widget with its key.
    await expect(await within(footer).findByText(copy.site.standInTagManager('GTM-KLASS01'))).toBeVisible();
    await expect(await within(footer).findByText(copy.site.standInChat('chat-klass-academy', true))).toBeVisible();
  },
};

/** The chat button shows the unread badge; opening the chat clears it. */
export const ChatButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      'button',
      { name: /무엇을 도와드릴까요\?\s*읽지 않은 메시지\s*1\s*개/ },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('alertdialog', { name: copy.site.standInChatOpenedTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.confirm }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: copy.site.chatButton })).toBeVisible(),
    );
  },
};

export const Visitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(await within(banner).findByRole('link', { name: copy.common.login })).toHaveAttribute('href', '/app/login');
    await expect(within(banner).queryByRole('button', { name: copy.site.accountMenu })).toBeNull();
  },
};

/** A tenant with a logo, a font, all three plugins (the `social-and-sso` tenant). */
export const TenantWithChatbot: Story = {
  parameters: { scenario: 'social-and-sso' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The plugins are lazy chunks: the first load may take a moment.
    const chatbot = copy.site.standInChatbot('ocean-brand', 'WEB', 'onboarding-01');
    await expect(await canvas.findByText(chatbot, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '오션 러닝' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: copy.site.accountMenu })).toBeVisible();
    // Below sm the navigation is hidden; 내 강의실 is in the account menu.
    await expect(canvas.queryByRole('link', { name: copy.site.myClasses })).toBeNull();
  },
};

/**
 * Inside the native player app the floating chat button is hidden (spec learner.md §1, §2). The
 * stand-in line shows once the chat has booted with the member (when the button would show), so
 * the absence below is asserted at the moment the button would otherwise be there.
 */
export const InMobileApp: Story = {
  ...inNativeApp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(copy.site.standInChat('chat-klass-academy', true));
    await expect(canvas.queryByRole('button', { name: /무엇을 도와드릴까요/ })).toBeNull();
    // The account menu has no logout there either.
    await userEvent.click(await canvas.findByRole('button', { name: copy.site.accountMenu }));
    await expect(await within(document.body).findByRole('menuitem', { name: copy.site.accountSettings })).toBeInTheDocument();
    await expect(within(document.body).queryByRole('menuitem', { name: copy.common.logout })).toBeNull();
  },
};

const threeLevels: MenuItem[] = [
  {
    uuid: 'menu-classes',
    label: '클래스',
    link: '/pages/winter-special',
    isHide: false,
    children: [
      {
        uuid: 'menu-winter',
        label: '겨울 특강',
        link: '/pages/winter-special',
        isHide: false,
        children: [{ uuid: 'menu-winter-books', label: '겨울 추천 도서', link: '/pages/books', isHide: false, children: [] }],
      },
      { uuid: 'menu-new', label: '새로 열린 클래스', link: '/pages/new-klasses', isHide: false, children: [] },
    ],
  },
];

/**
 * The published menu three levels deep (backoffice.md §3 Menu item's children): the top entry's
 * button opens its sub-entries, a sub-entry's own button opens the third level inside the same
 * dropdown, and Escape closes the innermost first.
 */
export const ThreeLevelMenu: Story = {
  parameters: { msw: { handlers: [http.get('*/rest/setting/v2/public/menu', () => HttpResponse.json({ items: threeLevels }))] } },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await userEvent.click(await banner.findByRole('button', { name: copy.sitePages.menuOpen('클래스') }));
    await expect(banner.getByRole('link', { name: '새로 열린 클래스' })).toBeVisible();
    await expect(banner.queryByRole('link', { name: '겨울 추천 도서' })).toBeNull();
    await userEvent.click(banner.getByRole('button', { name: copy.sitePages.menuOpen('겨울 특강') }));
    await expect(banner.getByRole('link', { name: '겨울 추천 도서' })).toHaveAttribute('href', '/pages/books');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(banner.queryByRole('link', { name: '겨울 추천 도서' })).toBeNull());
    await expect(banner.getByRole('link', { name: '새로 열린 클래스' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(banner.queryByRole('link', { name: '새로 열린 클래스' })).toBeNull());
  },
};
