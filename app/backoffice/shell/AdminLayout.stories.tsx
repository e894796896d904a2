/**
 * The back-office shell against the mock (backoffice.md §2): the real back-office at `/admin` for
 * each seeded person — the navigation shows only the built areas they may use, the top bar names
 * them and their role — at 1280 px and at 390 px (the navigation in a drawer); and the frame's
 * other answers: a visitor sent to the login, a failing access check (the top bar and logout kept,
 * a retry that asks again).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, screen } from '../storySupport';
import { AdminLayout } from './AdminLayout';

const text = copy.backoffice;

const meta = {
  title: 'Back-office/Shell/관리자 화면 틀 · AdminLayout',
  component: AdminLayout,
  render: () => <Backoffice />,
  parameters: {
    route: '/admin',
    scenario: 'operator',
    layout: 'fullscreen',
    viewport: {
      options: {
        wide: { name: '1280px', styles: { width: '1280px', height: '800px' } },
        narrow: { name: '390px', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side navigation landmark (the column from md up). */
async function navigation(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('navigation', { name: text.navigationLabel }));
}

/** Every operator permission: the home, and the built areas (사이트 정보 under 사이트, 회원). */
export const FullOperator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await navigation(canvasElement);
    await expect(nav.getByRole('link', { name: text.home })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('heading', { name: text.groups.site })).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: text.operatorAreas.SITE })).toHaveAttribute(
      'href',
      '/admin/site/organization',
    );
    // Every area is built now, each linked at its own path (one still to come would not be linked).
    await expect(nav.getByRole('link', { name: text.operatorAreas.MEMBER })).toHaveAttribute('href', '/admin/members');
    await expect(nav.getByRole('link', { name: text.operatorAreas.COUPON })).toHaveAttribute('href', '/admin/coupons');
    await expect(nav.getByRole('link', { name: text.operatorAreas.PAGE })).toHaveAttribute('href', '/admin/pages');
    await expect(nav.getByRole('link', { name: text.operatorAreas.MESSAGE })).toHaveAttribute('href', '/admin/messages');
    const banner = within(canvas.getByRole('banner'));
    await expect(await banner.findByRole('button', { name: `강운영 · ${text.roleOperator}` })).toBeVisible();
    // At 1280 px the whole brand shows, as before.
    await expect(await banner.findByText(text.brand('클래스 아카데미'))).toBeVisible();
    // The service name from the site's preferences, as the brand linking home.
    await expect(await banner.findByRole('link', { name: text.brand('클래스 아카데미') })).toHaveAttribute('href', '/admin');
    await expect(canvas.queryByRole('button', { name: text.openNavigation })).toBeNull();
    await expect(await findPageHeading(canvasElement, text.homeTitle)).toBeVisible();
  },
};

/** Members and orders only: those two areas, and no site area. */
export const LimitedOperator: Story = {
  parameters: { scenario: 'limited-operator' },
  play: async ({ canvasElement }) => {
    const nav = await navigation(canvasElement);
    await expect(nav.getByRole('link', { name: text.home })).toBeVisible();
    await expect(nav.getByRole('link', { name: text.operatorAreas.MEMBER })).toBeVisible();
    await expect(nav.getByRole('link', { name: text.operatorAreas.ORDER })).toBeVisible();
    await expect(nav.queryByRole('link', { name: text.operatorAreas.SITE })).toBeNull();
    await expect(nav.queryByRole('heading', { name: text.groups.site })).toBeNull();
    await expect(
      await within(canvasElement).findByRole('button', { name: `윤제한 · ${text.roleOperator}` }),
    ).toBeVisible();
  },
};

/** A master (manager login, authority 101): named by the master profile, no operator areas. */
export const Master: Story = {
  parameters: { scenario: 'master' },
  play: async ({ canvasElement }) => {
    const nav = await navigation(canvasElement);
    await expect(nav.getByRole('link', { name: text.home })).toBeVisible();
    await expect(nav.queryByRole('link', { name: text.operatorAreas.MEMBER })).toBeNull();
    await expect(nav.queryByRole('link', { name: text.operatorAreas.SITE })).toBeNull();
    await expect(
      await within(canvasElement).findByRole('button', { name: `박운영 · ${text.roleMaster}` }),
    ).toBeVisible();
  },
};

/** 390 px: the navigation sits behind the menu button; a link chosen in the drawer closes it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const menu = await canvas.findByRole('button', { name: text.openNavigation });
    await expect(canvas.queryByRole('navigation', { name: text.navigationLabel })).toBeNull();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    const drawer = within(await screen(canvasElement).findByRole('dialog', { name: text.navigationLabel }));
    await expect(drawer.getByRole('link', { name: text.home })).toHaveAttribute('aria-current', 'page');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(drawer.getByRole('link', { name: text.operatorAreas.SITE }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await findPageHeading(canvasElement, text.organizationTitle)).toBeVisible();
  },
};

/** The top bar's height when nothing in it wraps: the bar's own 56 px below 600 px, and its border. */
const ONE_LINE_BAR_PX = 57;

/**
 * 390 px (issue 27): the top bar stays one line. The brand shows the service name alone (cut with
 * an ellipsis if still too long) and keeps the full name as its accessible name and title; the
 * person's button keeps "이름 · 역할" on one line.
 */
export const NarrowTopBarOneLine: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner');
    const bar = within(banner);
    const brand = await bar.findByRole('link', { name: text.brand('클래스 아카데미') });
    await expect(brand).toHaveAttribute('title', text.brand('클래스 아카데미'));
    await expect(bar.getByText('클래스 아카데미')).toBeVisible();
    await expect(bar.getByText(text.brand('클래스 아카데미'))).not.toBeVisible();
    const person = await bar.findByRole('button', { name: `강운영 · ${text.roleOperator}` });
    await expect(person).toBeVisible();
    await expect(person.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await expect(brand.getBoundingClientRect().right).toBeLessThanOrEqual(person.getBoundingClientRect().left);
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(ONE_LINE_BAR_PX);
  },
};

/** The person's menu: account settings, and logout back to the back-office login. */
export const AccountMenuLogout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `강운영 · ${text.roleOperator}` }));
    const menu = within(await canvas.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: text.accountSettings })).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: text.logout }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.loginTitle })).toBeVisible();
  },
};

/** No session and no legacy session cookie: the back-office login. */
export const VisitorSentToLogin: Story = {
  parameters: { scenario: 'visitor', route: '/admin/site/organization' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: text.loginTitle }),
    ).toBeVisible();
  },
};

/**
 * The access check itself fails (504, issue 39): the top bar stays with a logout, the page says the
 * account could not be read and offers to ask again; no navigation, since what the person may use
 * is what failed, and no 메인으로 가기 leading back into the same failure.
 */
export const AccessCheckFails: Story = {
  parameters: { scenario: 'server-504' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.accessCheckFailedTitle })).toBeVisible();
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('button', { name: text.logout })).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: copy.common.goToMain })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: text.navigationLabel })).toBeNull();
  },
};

/** Whether AccessCheckRetried's permissions call answers yet. */
const permissions = { answer: false };

/** The retry asks the failed call again: once it answers, the whole frame with its navigation. */
export const AccessCheckRetried: Story = {
  beforeEach: () => {
    permissions.answer = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/rest/account/admin/tenant/permissions', () =>
          permissions.answer
            ? undefined
            : HttpResponse.json(
                { status: 504, code: 'gateway.timeout', message: '게이트웨이 시간 초과', data: null },
                { status: 504 },
              ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: copy.common.retry }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.accessCheckFailedTitle })).toBeVisible();
    permissions.answer = true;
    await userEvent.click(canvas.getByRole('button', { name: copy.common.retry }));
    const nav = await navigation(canvasElement);
    await expect(nav.getByRole('link', { name: text.home })).toBeInTheDocument();
  },
};

/** Logout from the frame whose access check failed: the back-office login. */
export const AccessCheckFailsLogout: Story = {
  parameters: { scenario: 'server-504' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.logout }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.loginTitle })).toBeVisible();
  },
};
