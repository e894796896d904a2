/**
 * The back-office permission page (backoffice.md §2 "generic error/permission page"): a screen the
 * person may not use, opened by its address (naming the area, with a way back to the home, and no
 * call of the area made), and an account that is neither operator nor master (a learner opening
 * `/admin`), with a way to log in as someone else or through the manager login. Each sets the tab's
 * title (as does the back-office not-found page), and the image comes from the deploy's static
 * assets host when one is named, as on the shared error page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, callCounter, findPageHeading, landedAt } from '../storySupport';
import { PermissionPage } from './PermissionPage';

const text = copy.backoffice;
const SERVICE_NAME = '클래스 아카데미';
const STATIC_HOST = 'https://static.klass.test/site';

/** The tab reads this page's title, not the one before it. */
async function expectTabTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(text.pageTitle(title, SERVICE_NAME)));
}

/** Counts the organization calls: a guarded area's screen never mounts, so it never asks. */
const organizationCalls = callCounter('get', '/rest/setting/admin/tenant/organization');

const meta = {
  title: 'Back-office/Access/권한 없음 · PermissionPage',
  component: PermissionPage,
  args: { kind: 'forbidden', areaLabel: text.operatorAreas.SITE },
  parameters: { scenario: 'limited-operator' },
} satisfies Meta<typeof PermissionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page on its own, for either kind. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.forbiddenTitle)).toBeVisible();
  },
};

async function expectForbidden(canvasElement: HTMLElement, areaLabel: string) {
  const canvas = within(canvasElement);
  await expect(await findPageHeading(canvasElement, text.forbiddenTitle)).toBeVisible();
  // The body names the area (its two sentences on two lines).
  const body = text.forbiddenBody(areaLabel);
  await expect(canvas.getByText((_content, element) => element?.tagName === 'P' && element.textContent === body)).toBeVisible();
  await expect(canvas.getByRole('button', { name: text.backToHome })).toBeVisible();
  await expect(canvas.getByRole('img', { name: text.permissionImageAlt })).toBeVisible();
  return canvas;
}

/** A full-page permission page inside the shell; 관리자 홈으로 goes home. */
export const Forbidden: Story = {
  render: () => <Backoffice />,
  parameters: { route: '/admin/site/organization', msw: { handlers: [organizationCalls.handler] } },
  beforeEach: () => organizationCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = await expectForbidden(canvasElement, text.operatorAreas.SITE);
    await expect(canvas.getByRole('navigation', { name: text.navigationLabel })).toBeVisible();
    await expectTabTitle(text.forbiddenTitle);
    await expect(organizationCalls.count).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: text.backToHome }));
    await expect(await findPageHeading(canvasElement, text.homeTitle)).toBeVisible();
    await expect(organizationCalls.count).toBe(0);
  },
};

/** An operator at a master workspace address: the same refusal, naming the area, no master call. */
export const ForbiddenMasterArea: Story = {
  render: () => <Backoffice />,
  parameters: { route: '/admin/master/authorities' },
  play: async ({ canvasElement }) => {
    await expectForbidden(canvasElement, text.masterAreas.authorities);
  },
};

/** A master may not use the operator areas. */
export const ForbiddenForMaster: Story = {
  render: () => <Backoffice />,
  parameters: { scenario: 'master', route: '/admin/site/organization', msw: { handlers: [organizationCalls.handler] } },
  beforeEach: () => organizationCalls.reset(),
  play: async ({ canvasElement }) => {
    await expectForbidden(canvasElement, text.operatorAreas.SITE);
    await expect(organizationCalls.count).toBe(0);
  },
};

/** The check is real: the full operator opening the same address does ask for the organization. */
export const AllowedForFullOperator: Story = {
  render: () => <Backoffice />,
  parameters: { scenario: 'operator', route: '/admin/site/organization', msw: { handlers: [organizationCalls.handler] } },
  beforeEach: () => organizationCalls.reset(),
  play: async ({ canvasElement }) => {
    await expect(await findPageHeading(canvasElement, text.organizationTitle)).toBeVisible();
    await expect(await within(canvasElement).findByLabelText(new RegExp(text.serviceNameLabel))).toBeVisible();
    await expect(organizationCalls.count).toBeGreaterThan(0);
  },
};

/** A learner in the back-office: neither operator nor master. No shell, two ways out. */
export const NoAccess: Story = {
  render: () => <Backoffice />,
  parameters: { scenario: 'default', route: '/admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findPageHeading(canvasElement, text.noAccessTitle)).toBeVisible();
    await expect(canvas.getByText(text.noAccessBody)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.loginAgain })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: text.navigationLabel })).toBeNull();
    await expectTabTitle(text.noAccessTitle);
  },
};

/** An address with no screen, in the shell: the back-office not-found page and its tab title. */
export const NotFoundPage: Story = {
  render: () => <Backoffice />,
  parameters: { scenario: 'operator', route: '/admin/no-such-screen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findPageHeading(canvasElement, text.notFoundTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.backToHome })).toBeVisible();
    await expectTabTitle(text.notFoundTitle);
  },
};

/** A deploy that names a static assets host (`staticAssetsBaseUrl`): the image comes from there. */
export const ImageFromStaticAssetsHost: Story = {
  render: () => <Backoffice />,
  parameters: {
    route: '/admin/site/organization',
    msw: {
      handlers: [
        http.get(`${STATIC_HOST}/login-permission.svg`, () =>
          HttpResponse.text('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120"/></svg>', {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
        ),
      ],
    },
  },
  beforeEach: () => {
    const before = window.__KLASS_CONFIG__;
    window.__KLASS_CONFIG__ = { ...before, staticAssetsBaseUrl: `${STATIC_HOST}/` };
    return () => {
      window.__KLASS_CONFIG__ = before;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectForbidden(canvasElement, text.operatorAreas.SITE);
    await expect(canvas.getByRole('img', { name: text.permissionImageAlt })).toHaveAttribute(
      'src',
      `${STATIC_HOST}/login-permission.svg`,
    );
  },
};

/** 매니저 로그인: the learner's session ends and the manager login opens. */
export const NoAccessToManagerLogin: Story = {
  render: () => <Backoffice />,
  parameters: { scenario: 'default', route: '/admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.goToManagerLogin }));
    await expect(await canvas.findByText(landedAt('/app/login/manager'))).toBeVisible();
  },
};

/** 다른 계정으로 로그인: the session ends and the back-office login opens. */
export const NoAccessLoginAgain: Story = {
  render: () => <Backoffice />,
  parameters: { scenario: 'default', route: '/admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.loginAgain }));
    await expect(await findPageHeading(canvasElement, text.loginTitle)).toBeVisible();
  },
};
