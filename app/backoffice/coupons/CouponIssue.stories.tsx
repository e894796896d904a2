/**
 * Issuing the operating fixture coupon to a member group (backoffice.md §3 Issue job; issue 30):
 * the dialog lists the groups with their member counts and asks for one; issuing starts a job the
 * job centre tracks, and when it ends the holders (25 of the group 강사 지원자) and the issued
 * count show on the detail without a reload.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, fieldLabel, screen } from '../storySupport';

const text = copy.backofficeCoupons;
const issue = text.issue;

const meta = {
  title: 'Back-office/Coupons/CouponIssue',
  render: () => <Backoffice />,
  parameters: { route: '/admin/coupons/cpn-fixture-published', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function openIssue(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await page.findByRole('heading', { level: 1, name: '연말 감사 5,000원 할인' }, { timeout: 10_000 });
  await expect(await page.findByText(issue.holdersEmpty, {}, { timeout: 10_000 })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: text.actionLabels.ISSUE }));
  return within(await screen(canvasElement).findByRole('dialog', { name: issue.dialogTitle }));
}

/** A group is needed; 강사 지원자 (25명) issued as a job; the holders and the count follow. */
export const IssueToGroup: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIssue(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: issue.submit }));
    const select = dialog.getByRole('combobox', { name: fieldLabel(issue.fieldGroup) });
    await expect(select).toHaveAccessibleDescription(expect.stringContaining(issue.groupRequired));
    await userEvent.selectOptions(select, await dialog.findByRole('option', { name: issue.groupOption('강사 지원자', '25') }));
    await userEvent.click(dialog.getByRole('button', { name: issue.submit }));
    await expect(await screen(canvasElement).findByText(issue.started)).toBeVisible();
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByText(issue.holdersCount('25'))).toBeVisible(), { timeout: 12_000 });
    await expect(page.getByText('1,265')).toBeVisible();
  },
};
