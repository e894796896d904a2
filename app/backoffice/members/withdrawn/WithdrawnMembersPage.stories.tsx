/**
 * The withdrawn members against the mock (backoffice.md §2 "withdrawn members"; issue 16): the
 * seeded members who left, newest first, with how they left; those withdrawn by a manager from a
 * pasted URL, the filter shown in its field; nobody withdrawn yet; loading; a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, findSettledTable, neverAnswering } from '../../storySupport';
import { WithdrawnMembersPage } from './WithdrawnMembersPage';

const text = copy.backofficeMemberList;
const kit = copy.listKit;
const WITHDRAWN_CALL = '/rest/member/admin/tenant/withdrawn-members';

const meta = {
  title: 'Back-office/Members/탈퇴 회원 · WithdrawnMembersPage',
  component: WithdrawnMembersPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/members/withdrawn', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof WithdrawnMembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function withdrawnTable(canvasElement: HTMLElement) {
  return findSettledTable(canvasElement, text.withdrawnTitle, text.withdrawnCaption);
}

/** Everyone who left: by themselves and by a manager, the section navigation marking this page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = await withdrawnTable(canvasElement);
    await expect((await table.findAllByText(text.withdrawnBySelf)).length).toBeGreaterThan(0);
    await expect((await table.findAllByText(text.withdrawnByManager)).length).toBeGreaterThan(0);
    const nav = within(within(canvasElement).getByRole('navigation', { name: copy.backofficeMemberSections.navLabel }));
    await expect(nav.getByRole('link', { name: copy.backofficeMemberSections.withdrawn })).toHaveAttribute('aria-current', 'page');
  },
};

/** The 50 the seed's managers withdrew, from the URL. */
export const ByManagerFromUrl: Story = {
  parameters: { route: '/admin/members/withdrawn?by=MANAGER' },
  play: async ({ canvasElement }) => {
    const table = await withdrawnTable(canvasElement);
    await expect(await within(canvasElement).findByText(kit.totalCount('50', text.unit))).toBeVisible();
    await expect(table.queryByText(text.withdrawnBySelf)).toBeNull();
    await expect(within(canvasElement).getByRole('checkbox', { name: text.withdrawnByManager })).toBeChecked();
  },
};

/** Nobody has left yet: the list says so, not an empty table. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${WITHDRAWN_CALL}`, () => HttpResponse.json({ items: [], page: 1, size: 20, totalCount: 0, totalPages: 0 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.empty(text.withdrawnNoun), {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', WITHDRAWN_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.withdrawnTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.withdrawnCaption }, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', WITHDRAWN_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.withdrawnTitle);
    await expect(await within(canvasElement).findByRole('button', { name: copy.designSystem.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
