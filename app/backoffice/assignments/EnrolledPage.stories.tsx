/**
 * The enrolled accounts of a class (issue 29; backoffice.md §3 Enrolled account row, §9 10 a page):
 * none picked yet; many (the seeded assignment's members, 10 a page, §3's columns); filtered to
 * nobody; a failed load; the export started as a job; and a pass's accounts (§3 Pass ticket: start
 * and expiry, no learning columns; §9 pass accounts 10 a page).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, findSettledTable, screen } from '../storySupport';
import { EnrolledPage } from './EnrolledPage';

const text = copy.backofficeAssignments.enrolled;
const kit = copy.listKit;
const ds = copy.designSystem;
const UX = '/admin/assignments/enrolled/klasses/klass-003';

const meta = {
  title: 'Back-office/Assignments/수강생 · EnrolledPage',
  component: EnrolledPage,
  render: () => <Backoffice />,
  parameters: { route: UX, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof EnrolledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickFirst: Story = {
  parameters: { route: '/admin/assignments/enrolled' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(within(canvasElement).getByText(text.pickFirst)).toBeVisible();
  },
};

export const Many: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.caption);
    for (const header of [text.columnName, text.columnPhone, text.columnFirstUse, text.columnProgress, text.columnQuiz, text.columnStatus, text.columnCompleted]) {
      await expect(table.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    await expect(table.getAllByRole('row').length).toBe(11);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.exportCsv }));
    await expect(await screen(canvasElement).findByText(text.exportStarted)).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: { route: `${UX}?q=%EC%97%86%EB%8A%94%EC%82%AC%EB%9E%8C` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(kit.filteredEmpty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', '/rest/inventory/admin/tenant/enrolled-accounts/klasses/klass-003')] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    await expect(await within(canvasElement).findByRole('button', { name: ds.retry }, { timeout: 10_000 })).toBeVisible();
  },
};

/** The seeded pass given to 24 members: its pass tickets, 10 a page, start and expiry, no learning columns. */
export const PassAccounts: Story = {
  parameters: { route: '/admin/assignments/enrolled/passes/pass-002' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.title, text.passCaption);
    for (const header of [text.columnName, text.columnPassStart, text.columnPassExpire, text.columnStatus]) {
      await expect(table.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    await expect(table.queryByRole('columnheader', { name: new RegExp(text.columnProgress) })).toBeNull();
    await expect(table.getAllByRole('row').length).toBe(11);
    await expect(within(canvasElement).getByText(kit.totalCount('24', text.unit))).toBeVisible();
  },
};
