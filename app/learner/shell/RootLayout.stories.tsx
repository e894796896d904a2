/**
 * The app shell (issue 8 "App shell"): top bar, account menu or login, footer with the
 * corporation, and the tenant's plugins as stand-ins (nothing external is fetched), with the
 * floating chat button and its unread badge — hidden inside the native app; the published header
 * menu three levels deep, in the bar and, on a phone (390 px), behind the menu button.
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
          <Route path="*" element={<h1>페이지</h1>} />
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

const phone = { globals: { viewport: { value: 'xs390' } } } as const;
const openMenuLabel = copy.designSystem.openMenu;
const threeLevelHandlers = { msw: { handlers: [http.get('*/rest/setting/v2/public/menu', () => HttpResponse.json({ items: threeLevels }))] } };

/**
 * A phone (390 px), the menu closed: the bar has no room for its navigation, the menu button
 * stands before the brand from the first paint, so nothing moves when the menu's code and data
 * arrive (its place was never taken late).
 */
export const PhoneMenuClosed: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    // There at once, not found later: its room is kept from the first render.
    const button = banner.getByRole('button', { name: openMenuLabel });
    const before = button.getBoundingClientRect();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.queryByRole('navigation')).toBeNull();
    // Once the bar's late parts are in (the account menu, the brand's name), the button has not moved.
    await banner.findByRole('button', { name: copy.site.accountMenu });
    await banner.findByRole('link', { name: '클래스 아카데미' });
    const after = button.getBoundingClientRect();
    await expect([after.left, after.top, after.width]).toEqual([before.left, before.top, before.width]);
  },
};

/**
 * A phone, the menu open on a published page: the panel holds 내 강의실 and the published menu
 * (the hidden 이벤트 left out), the page being read marked as current, the focus inside it.
 */
export const PhoneMenuOpen: Story = {
  ...phone,
  parameters: { route: '/pages/new-klasses' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: openMenuLabel });
    await userEvent.click(button);
    const panel = await within(document.body).findByRole('dialog', { name: copy.site.mainNavigation });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(panel);
    await expect(menu.getByRole('link', { name: copy.site.myClasses })).toBeVisible();
    await expect(await menu.findByRole('link', { name: '새로 열린 클래스' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '클래스' })).not.toHaveAttribute('aria-current');
    await expect(menu.queryByRole('link', { name: '이벤트' })).toBeNull();
    // The sub-entries behind their button, by touch as by click.
    await userEvent.click(menu.getByRole('button', { name: copy.sitePages.menuOpen('클래스') }));
    await expect(menu.getByRole('link', { name: '추천 도서' })).toBeVisible();
  },
};

/**
 * A phone on a third-level page: the way to it is open as the panel opens and the entry marked;
 * by keyboard, Escape closes the innermost sub-menu first (the focus back on its button), then the
 * next, then the panel, the focus back on the menu button; a chosen link closes the panel.
 */
export const PhoneMenuThreeLevels: Story = {
  ...phone,
  parameters: { route: '/pages/books', ...threeLevelHandlers },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: openMenuLabel });
    await userEvent.click(button);
    const panel = await within(document.body).findByRole('dialog', { name: copy.site.mainNavigation });
    const menu = within(panel);
    await expect(await menu.findByRole('link', { name: '겨울 추천 도서' })).toHaveAttribute('aria-current', 'page');
    const classes = menu.getByRole('button', { name: copy.sitePages.menuOpen('클래스') });
    const winter = menu.getByRole('button', { name: copy.sitePages.menuOpen('겨울 특강') });
    await expect(classes).toHaveAttribute('aria-expanded', 'true');
    await expect(winter).toHaveAttribute('aria-expanded', 'true');

    winter.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.queryByRole('link', { name: '겨울 추천 도서' })).toBeNull());
    await expect(winter).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.queryByRole('link', { name: '겨울 특강' })).toBeNull());
    await expect(classes).toHaveFocus();
    // Opened again by Enter, the third level by Space after two Tabs (its link, then its button).
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(menu.getByRole('button', { name: copy.sitePages.menuOpen('겨울 특강') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await menu.findByRole('link', { name: '겨울 추천 도서' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A chosen link takes the learner there and closes the panel.
    await userEvent.click(button);
    const again = within(await within(document.body).findByRole('dialog', { name: copy.site.mainNavigation }));
    await userEvent.click(await again.findByRole('link', { name: '새로 열린 클래스' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
